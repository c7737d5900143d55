// A content mistake stops the build naming the file and what is wrong.
import { test } from "node:test";
import {
  add,
  assertBuild,
  build,
  doc,
  edit,
  withCopy,
} from "../support/site-copy";

test("invalid front matter stops the build naming the file and the field", () =>
  withCopy(async (dir) => {
    edit(
      dir,
      "docs/installation.mdx",
      "sidebar_position: ",
      "sidebar_position: first # ",
    );
    assertBuild(
      await build(dir),
      "failed",
      "docs/installation.mdx",
      '"sidebar_position" must be a number',
    );
  }));

test("a Markdown link to a missing file stops the build naming both", () =>
  withCopy(async (dir) => {
    const file = "docs/guides/portal.mdx";
    edit(
      dir,
      file,
      "\n## ",
      "\nRead [the missing page](./does-not-exist.mdx) first.\n\n## ",
    );
    assertBuild(await build(dir), "failed", file, "./does-not-exist.mdx");
  }));

test("a link to a missing URL fails the build, naming the page and the link", () =>
  withCopy(async (dir) => {
    add(
      dir,
      "docs/build-rule-broken-link.mdx",
      doc("Broken link", "See [the missing page](/docs/no-such-page)."),
    );
    assertBuild(
      await build(dir),
      "failed",
      "Docusaurus found broken links!",
      /build-rule-broken-link[\s\S]*\/docs\/no-such-page/,
    );
  }));
