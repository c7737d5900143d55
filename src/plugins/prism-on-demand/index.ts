// The classic theme registers extra Prism languages from a client module,
// which puts Prism and every bundled grammar into main.js on every page.
// This plugin empties that module; src/theme/CodeBlock registers the
// languages instead, so Prism ships only with pages that show code.
import type { Plugin } from "@docusaurus/types";

export default function prismOnDemand(): Plugin {
  return {
    name: "prism-on-demand",
    configureWebpack() {
      return {
        resolve: {
          alias: {
            [require.resolve("@docusaurus/theme-classic/lib/prism-include-languages.js")]: false,
          },
        },
      };
    },
  };
}
