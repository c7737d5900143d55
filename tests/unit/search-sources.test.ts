// "A duplicate search source id is an error stating the sourceId is not
// unique." The search modal is DocSearch's, whose sources (recent and
// favourite searches, one per group of hits) autocomplete-core checks; the
// site adds none of its own. The check is tested on the autocomplete-core
// DocSearch depends on, and found in the DocSearch bundle the site ships.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const fromSite = createRequire(import.meta.url);
const docSearchPackage = fromSite.resolve("@docsearch/react/package.json");
const fromDocSearch = createRequire(docSearchPackage);

// Typed by the site's copy of autocomplete-core; the one run is DocSearch's.
const { createAutocomplete } = fromDocSearch(
  "@algolia/autocomplete-core",
) as typeof import("@algolia/autocomplete-core");

/** Runs a search for "portal" over sources of these ids. */
function search(...sourceIds: string[]): Promise<void> {
  const autocomplete = createAutocomplete({
    environment: globalThis,
    getSources: () =>
      sourceIds.map((sourceId) => ({ sourceId, getItems: () => [] })),
  });
  autocomplete.setQuery("portal");
  return autocomplete.refresh();
}

test("two search sources with one id are an error stating that the sourceId is not unique; distinct ids search; the DocSearch bundle the site ships keeps the check", async () => {
  await assert.rejects(search("hits0", "hits0"), {
    message: '[Autocomplete] The `sourceId` "hits0" is not unique.',
  });
  await search("hits0", "hits1");
  const bundle = readFileSync(
    fromDocSearch.resolve("./dist/esm/index.js"),
    "utf8",
  );
  assert.match(
    bundle,
    /"\[Autocomplete\] The `sourceId` "[^;]*" is not unique\."/,
  );
});
