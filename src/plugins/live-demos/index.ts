// Build support for the live demos (src/components/LiveDemo): `?raw` imports,
// so a demo shows the very file that runs, and react-native-teleport's web build.
import type { Plugin } from "@docusaurus/types";

// The query includes its leading "?": `import text from "./file.tsx?raw"`.
const RAW = /[?&]raw(&|$)/;

export default function liveDemosPlugin(): Plugin {
  return {
    name: "live-demos",
    configureWebpack(config) {
      // Rspack's persistent cache only watches docusaurus.config.ts; without
      // this, a change here would keep serving modules built by the old rules.
      const cache = (config as { experiments?: { cache?: unknown } })
        .experiments?.cache as { buildDependencies?: string[] } | undefined;
      cache?.buildDependencies?.push(__filename);

      // The site's JS rule matches `.tsx` by path whatever the query: keep it
      // away from `?raw` imports, or readers would see the compiled output.
      for (const rule of config.module?.rules ?? []) {
        if (
          rule &&
          typeof rule === "object" &&
          rule.test instanceof RegExp &&
          rule.test.test("demo.tsx")
        ) {
          rule.resourceQuery = { not: RAW };
        }
      }
      return {
        module: {
          rules: [
            { resourceQuery: RAW, type: "asset/source" },
            {
              // The package's ESM build is marked "type": "module" but imports
              // folders without extensions (`./views/Portal`).
              test: /\.js$/,
              include: /[\\/]node_modules[\\/]react-native-teleport[\\/]/,
              resolve: { fullySpecified: false },
            },
          ],
        },
      };
    },
  };
}
