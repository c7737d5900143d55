// Build support for the live demos (src/components/LiveDemo), which run
// react-native-teleport's web build. Their source view comes from
// `?highlight` imports (src/plugins/static-code).
import type { Plugin } from "@docusaurus/types";

export default function liveDemosPlugin(): Plugin {
  return {
    name: "live-demos",
    configureWebpack() {
      return {
        module: {
          rules: [
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
