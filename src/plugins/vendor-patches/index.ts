// Fixes in vendor code that no option reaches, applied by the bundler as exact
// string replacements (./replace-loader.mjs fails the build when a package
// upgrade moves the code, so a fix is never silently lost). The version and
// hash each file was patched against are in scripts/vendor/manifest.json,
// which `npm run check:vendor` compares with what is installed; drop a patch
// once upstream fixes the issue.
import { join } from "node:path";
import type { LoadContext, Plugin } from "@docusaurus/types";
import { DOCSEARCH } from "../../search/docsearch/patches";
import { SEARCH_PAGE } from "../../search/SearchPage/patches";

export type Patch = { name: string; search: string; replace: string };
/** A published file of `package`, at `file` inside it, and its patches. */
export type Target = { package: string; file: string; patches: Patch[] };

// Every link that scrolls into view prefetched its route: on a docs page the
// sidebar alone named dozens, which a phone downloaded at idle time whether or
// not the reader went on. Routes now load on intent only, when a link is
// hovered or touched (the theme's preload, which like prefetching skips 2G and
// Save-Data connections).
const ROUTE_PREFETCH: Target[] = [
  {
    package: "@docusaurus/core",
    file: "lib/client/docusaurus.js",
    patches: [
      {
        name: "routes load on intent, not when their links come into view",
        search: "const docusaurus = {\n    prefetch,\n    preload,\n};",
        replace:
          "const docusaurus = {\n    prefetch: () => false,\n    preload,\n};",
      },
    ],
  },
  {
    package: "@docusaurus/core",
    file: "lib/client/exports/Link.js",
    patches: [
      {
        // Nor does a link watch for coming into view: without an
        // IntersectionObserver, Link calls the no-op prefetch once on mount.
        name: "links observe nothing",
        search:
          "const IOSupported = ExecutionEnvironment.canUseIntersectionObserver;",
        replace: "const IOSupported = false;",
      },
    ],
  },
];

const CLIENT_ENTRY: Target = {
  package: "@docusaurus/core",
  file: "lib/client/clientEntry.js",
  patches: [
    // main.js ran as one long task on phones: React, then the whole app
    // (routes, registry, theme shell), then a script element per route
    // chunk. The app's modules are now required in a second task and the
    // route preload starts in a third, so the browser breathes between them.
    // Docusaurus's wrong-base-URL banner (an inline script) shows unless the
    // app has set window.docusaurus by DOMContentLoaded, so a stand-in that
    // forwards to the real object is set at once; a main.js that fails to
    // load (a wrong base URL) still leaves it unset.
    {
      name: "app modules in a task of their own (imports)",
      search:
        "import App from './App';\nimport preload from './preload';\nimport docusaurus from './docusaurus';\n",
      replace: "",
    },
    {
      name: "app modules in a task of their own (element)",
      search:
        "    window.docusaurus = docusaurus;\n    const container = document.getElementById('__docusaurus');\n    const app = (<HelmetProvider>\n      <Router>\n        <App />\n      </Router>\n    </HelmetProvider>);",
      replace:
        "    window.docusaurus = {\n        prefetch: (routePath) => require('./docusaurus').default.prefetch(routePath),\n        preload: (routePath) => require('./docusaurus').default.preload(routePath),\n    };\n    const container = document.getElementById('__docusaurus');\n    let app;",
    },
    {
      name: "app modules in a task of their own (start)",
      search:
        "    preload(window.location.pathname).then(() => {\n        startTransition(renderApp);\n    });",
      replace:
        "    setTimeout(() => {\n        const App = require('./App').default;\n        const preload = require('./preload').default;\n        window.docusaurus = require('./docusaurus').default;\n        app = (<HelmetProvider><Router><App /></Router></HelmetProvider>);\n        setTimeout(() => preload(window.location.pathname).then(() => {\n            startTransition(renderApp);\n        }));\n    });",
    },
  ],
};

export const TARGETS: Target[] = [
  CLIENT_ENTRY,
  DOCSEARCH,
  ...ROUTE_PREFETCH,
  SEARCH_PAGE,
];

export default function pluginVendorPatches(_context: LoadContext): Plugin {
  return {
    name: "vendor-patches",
    configureWebpack() {
      return {
        module: {
          rules: TARGETS.map((target) => ({
            test: installedFile(target),
            // Runs first (loaders apply bottom-up), on the vendor source as published.
            enforce: "pre" as const,
            use: [
              {
                loader: join(__dirname, "replace-loader.mjs"),
                options: { patches: target.patches },
              },
            ],
          })),
        },
      };
    },
  };
}

/** The target's path under node_modules, with either path separator. */
function installedFile(target: Target): RegExp {
  const path = `${target.package}/${target.file}`
    .split("/")
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("[\\\\/]");
  return new RegExp(`[\\\\/]${path}$`);
}
