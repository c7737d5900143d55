// DocSearch 3.9 fixes that no option reaches, applied by
// src/plugins/vendor-patches. Drop each once upstream fixes it.
import type { Target } from "../../plugins/vendor-patches";

export const DOCSEARCH: Target = {
  // The whole of DocSearch, with @algolia/autocomplete-core 1.17.9 bundled in.
  package: "@docsearch/react",
  file: "dist/esm/index.js",
  patches: [
    {
      // autocomplete-core sets "idle" in a finally() after every search, which
      // overwrites the "error" status: the modal showed "No results" when every
      // host failed, and the rejection escaped as an uncaught error. Keep the
      // error status so DocSearch renders its "Unable to fetch results" screen.
      name: "keep the search error status",
      search:
        '.finally((function(){p("idle"),lt&&o.environment.clearTimeout(lt)}));return c.pendingRequests.add(g)}',
      replace:
        '.catch((function(){p("error")})).finally((function(){"error"!==c.getState().status&&p("idle"),lt&&o.environment.clearTimeout(lt)}));return c.pendingRequests.add(g)}',
    },
    {
      // autocomplete-core keeps only the newest resolved search: an older one
      // (the empty query sent on open) resolving after a newer one failed
      // counted as the newest and reset the error to "No results". A search
      // settling after a newer failure now fails too (algolia/autocomplete#1248).
      name: "an older search cannot undo a newer failure",
      search:
        "st=(at=-1,ct=-1,ut=void 0,function(e){var t=++at;return Promise.resolve(e).then((function(e){return ut&&t<ct?ut:(ct=t,ut=e,e)}))})",
      replace:
        "st=(at=-1,ct=-1,ut=void 0,function(r){return function(e){var t=++at;return Promise.resolve(e).then((function(e){if(t<ct&&r.failed)throw r.failed;return ut&&t<ct?ut:(ct=t,ut=e,r.failed=void 0,e)}),(function(e){throw t>ct&&(ct=t,r.failed=e),e}))}}({}))",
    },
    {
      // A chosen content hit is saved as a recent search through its level-1
      // parent; a hit with none (a page's opening text) was not saved at all.
      // Save it as its deepest heading, without the text, as DocSearch 4 does.
      name: "a content hit with no parent is a recent search too",
      search: 'var t="content"===e.type?e.__docsearch_parent:e;',
      replace:
        'var t="content"===e.type?e.__docsearch_parent||function(e){var t=e.hierarchy,r=["lvl6","lvl5","lvl4","lvl3","lvl2","lvl1","lvl0"].find((function(e){return t[e]}));return Object.assign({},e,{type:r||"lvl0",content:null})}(e):e;',
    },
  ],
};
