import { test } from "node:test";
import assert from "node:assert/strict";
import { markdownCopyUrl } from "../../src/components/CopyPageMarkdown/markdownCopy";
import { site } from "../../src/config/site";

test("only a built doc of the last version links its Markdown copy", () => {
  const intro = `${site.baseUrl}docs/intro`;
  assert.equal(markdownCopyUrl(intro, true, "production"), `${intro}.md`);
  // The dev server writes no Markdown copies.
  assert.equal(markdownCopyUrl(intro, true, "development"), null);
  // An older docs version is left out of llms.txt.
  assert.equal(
    markdownCopyUrl(`${site.baseUrl}docs/1.x/intro`, false, "production"),
    null,
  );
});
