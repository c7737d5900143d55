// Fixes in vendor code that no option reaches, applied by the bundler as exact
// string replacements (./replace-loader.mjs fails the build when a package
// upgrade moves the code, so a fix is never silently lost). The version and
// hash each file was patched against are in scripts/vendor/manifest.json,
// which `npm run check:vendor` compares with what is installed; drop a patch
// once upstream fixes the issue.
import { join } from "node:path";
import type { LoadContext, Plugin } from "@docusaurus/types";

type Patch = { name: string; search: string; replace: string };
/** A published file of `package`, at `file` inside it, and its patches. */
type Target = { package: string; file: string; patches: Patch[] };

const DOCSEARCH_MODAL: Target = {
  // Bundles @algolia/autocomplete-core 1.19.2 and zod 4.
  package: "@docsearch/react",
  file: "dist/esm/DocSearchModal.js",
  patches: [
    {
      // autocomplete-core sets "idle" in a finally() after every search, which
      // overwrites the "error" status: the modal showed "No results" when every
      // host failed, and the rejection escaped as an uncaught error. Keep the
      // error status so DocSearch renders its "Unable to fetch results" screen.
      name: "keep the search error status",
      search:
        '.finally(function(){p("idle"),Ft&&u.environment.clearTimeout(Ft)});return o.pendingRequests.add(y)}',
      replace:
        '.catch(function(){p("error")}).finally(function(){"error"!==o.getState().status&&p("idle"),Ft&&u.environment.clearTimeout(Ft)});return o.pendingRequests.add(y)}',
    },
    {
      // autocomplete-core keeps only the newest resolved search: an older one
      // (the empty query sent on open) resolving after a newer one failed
      // counted as the newest and reset the error to "No results". A search
      // settling after a newer failure now fails too (same family as
      // algolia/autocomplete#1248).
      name: "an older search cannot undo a newer failure",
      search:
        "Et=(Dt=-1,yt=-1,gt=void 0,function(e){var t=++Dt;return Promise.resolve(e).then(function(e){return gt&&t<yt?gt:(yt=t,gt=e,e)})})",
      replace:
        "Et=(Dt=-1,yt=-1,gt=void 0,function(r){return function(e){var t=++Dt;return Promise.resolve(e).then(function(e){if(t<yt&&r.failed)throw r.failed;return gt&&t<yt?gt:(yt=t,gt=e,r.failed=void 0,e)},function(e){throw t>yt&&(yt=t,r.failed=e),e})}}({}))",
    },
    {
      // The specification caps a query at 64 characters, as DocSearch 3 did;
      // 4.7.0 raised the input's limit to 512 for its AI mode, unused here.
      name: "64-character query limit",
      search: "autoFocus:o.autoFocus,maxLength:512})",
      replace: "autoFocus:o.autoFocus,maxLength:64})",
    },
    {
      // Opening the modal over selected text seeds the query with up to 512
      // characters of it, past the input's own limit: cut it at the same 64
      // (the spec's limit, set by the patch above) so no entry point sends more.
      name: "64-character query from selected text",
      search: "window.getSelection().toString().slice(0,512)",
      replace: "window.getSelection().toString().slice(0,64)",
    },
    {
      // The No results screen lists up to 3 "Try searching for" queries, the
      // group names of an earlier answer, but 4.7 collects them with an
      // object spread ({...array}), which has no length, so the list never
      // renders (algolia/docsearch#2922). Collect them in an array, without
      // repeats: each name is also the key of its button.
      name: "suggested queries kept in an array",
      search:
        "searchSuggestions:k(k({},null!==(t=r.context.searchSuggestions)&&void 0!==t?t:[]),Object.keys(o))",
      replace:
        "searchSuggestions:Array.from(new Set([].concat(null!==(t=r.context.searchSuggestions)&&void 0!==t?t:[],Object.keys(o))))",
    },
    {
      // zod probes `new Function("")` to decide whether to compile parsers,
      // which the Content-Security-Policy (no 'unsafe-eval') reports as a
      // violation as soon as the modal loads. Jitless mode skips the probe.
      name: "zod without eval",
      search: ",ja={}",
      replace: ",ja={jitless:!0}",
    },
  ],
};

const DOCSEARCH_BUTTON: Target = {
  package: "@docsearch/react",
  file: "dist/esm/DocSearchButton.js",
  patches: [
    {
      // The button's aria-label ("Search (Control+k)") does not contain its
      // visible text ("Search Ctrl K"), so speech users cannot say what they
      // see (WCAG 2.5.3). Naming the button by its content fixes that, and
      // aria-keyshortcuts still announces the shortcut.
      name: "search button named by its visible text",
      search: '"aria-label":A?"".concat(E," (").concat(L,")"):E,',
      replace: "",
    },
  ],
};

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

// The search page's error state lives in the ejected src/theme/SearchPage.
export const TARGETS: Target[] = [
  CLIENT_ENTRY,
  DOCSEARCH_MODAL,
  DOCSEARCH_BUTTON,
  ROUTE_PREFETCH,
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
