// "A duplicate search source id is an error stating the sourceId is not
// unique." The search modal is DocSearch's, whose sources (recent and
// favourite searches, one per group of hits) autocomplete-core checks; the
// site adds none of its own. The check is tested on the autocomplete-core
// DocSearch depends on, and found in the DocSearch bundle the site ships.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const fromDocSearch = createRequire(
  createRequire(import.meta.url).resolve("@docsearch/react/package.json"),
);

// Typed by the copy at the top of node_modules; run from DocSearch's own.
const { createAutocomplete } = fromDocSearch(
  "@algolia/autocomplete-core",
) as typeof import("@algolia/autocomplete-core");

const source = (sourceId: string) => ({ sourceId, getItems: () => [] });

/** Runs a search for "portal" over `sources`. */
function search(sources: ReturnType<typeof source>[]): Promise<void> {
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
