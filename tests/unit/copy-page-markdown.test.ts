import { test } from "node:test";
import assert from "node:assert/strict";
import { markdownCopyUrl } from "../../src/components/CopyPageMarkdown/markdownCopy";

test("a built doc of the last version links its Markdown copy", () => {
  assert.equal(
    markdownCopyUrl("/react-native-teleport/docs/intro", true, "production"),
    "/react-native-teleport/docs/intro.md",
  );
});

test("the dev server, which writes no Markdown copies, offers none", () => {
  assert.equal(
    markdownCopyUrl("/react-native-teleport/docs/intro", true, "development"),
    null,
  );
});

test("an older docs version, left out of llms.txt, offers none", () => {
  assert.equal(
    markdownCopyUrl(
      "/react-native-teleport/docs/1.x/intro",
      false,
      "production",
    ),
    null,
  );
});
