// The Docusaurus CLI sets NODE_ENV to development, and `build` to production.
import { test } from "node:test";
import assert from "node:assert/strict";
import { searchBackend } from "../../src/search/config";

test("with SEARCH_BACKEND unset the dev server and a preview search locally, and a build asks Algolia", () => {
  assert.equal(searchBackend({ NODE_ENV: "development" }), "local");
  assert.equal(
    searchBackend({ NODE_ENV: "production", PREVIEW_PATH: "pr-preview/pr-7" }),
    "local",
  );
  assert.equal(searchBackend({ NODE_ENV: "production" }), "algolia");
});
