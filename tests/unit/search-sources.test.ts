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

type Source = { sourceId: string; getItems: () => unknown[] };
type Autocomplete = {
  setQuery(query: string): void;
  refresh(): Promise<void>;
};
const { createAutocomplete } = fromDocSearch("@algolia/autocomplete-core") as {
  createAutocomplete(options: {
    environment: typeof globalThis;
    getSources: () => Source[];
  }): Autocomplete;
};

const source = (sourceId: string): Source => ({ sourceId, getItems: () => [] });

/** Runs a search for "portal" over `sources`. */
function search(sources: Source[]): Promise<void> {
  const autocomplete = createAutocomplete({
    environment: globalThis,
    getSources: () => sources,
  });
  autocomplete.setQuery("portal");
  return autocomplete.refresh();
}

test("two search sources with one id are an error stating that the sourceId is not unique; distinct ids search", async () => {
  await assert.rejects(search([source("hits0"), source("hits0")]), {
    message: '[Autocomplete] The `sourceId` "hits0" is not unique.',
  });
  await search([source("hits0"), source("hits1")]);
});

test("the DocSearch bundle the site ships keeps the check", () => {
  const bundle = readFileSync(
    fromDocSearch.resolve("./dist/esm/index.js"),
    "utf8",
  );
  assert.match(
    bundle,
    /"\[Autocomplete\] The `sourceId` "[^;]*" is not unique\."/,
  );
});
