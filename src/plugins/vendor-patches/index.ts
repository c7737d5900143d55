// Fixes in vendor code that no option reaches, applied by the bundler as exact
// string replacements (./replace-loader.mjs fails the build when a package
// upgrade moves the code, so a fix is never silently lost). The version and
// hash each file was patched against are in scripts/vendor/manifest.json,
// which `npm run check:vendor` compares with what is installed; drop a patch
// once upstream fixes the issue.
import { join } from "node:path";
import type { LoadContext, Plugin } from "@docusaurus/types";
import { DOCSEARCH } from "../../search/docsearch/patches";

export type Patch = { name: string; search: string; replace: string };
/** A published file of `package`, at `file` inside it, and its patches. */
export type Target = { package: string; file: string; patches: Patch[] };

const ROUTE_PREFETCH: Target = {
  package: "@docusaurus/core",
  file: "lib/client/docusaurus.js",
  patches: [
    {
      // Every link that scrolls into view prefetches its route at once:
      // matching the route table and adding <link rel=prefetch> tags for a
      // screenful of links right after hydration made long tasks on phones.
      // The work now waits for idle time, one route per idle period; the
      // checks (slow connection, already fetched) still run immediately.
      name: "prefetch routes when idle",
      search:
        "    fetched.add(routePath);\n    // Find all webpack chunk names needed.",
      replace:
        "    fetched.add(routePath);\n    return whenIdle().then(() => prefetchNow(routePath));\n};\nconst idle = typeof requestIdleCallback === 'function' ? requestIdleCallback : (callback) => setTimeout(callback, 1);\nlet idleQueue = Promise.resolve();\nconst whenIdle = () => (idleQueue = idleQueue.then(() => new Promise((resolve) => idle(() => resolve()))));\nconst prefetchNow = (routePath) => {\n    // Find all webpack chunk names needed.",
    },
  ],
};

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

export const TARGETS: Target[] = [CLIENT_ENTRY, DOCSEARCH, ROUTE_PREFETCH];

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
