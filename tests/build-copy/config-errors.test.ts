// A configuration mistake stops the build with a message that names it.
import { test } from "node:test";
import { assertBuild, build, edit, withCopy } from "../support/site-copy";

for (const [variable, message] of [
  ["ALGOLIA_APP_ID", "`appId` is missing."],
  ["ALGOLIA_API_KEY", "`apiKey` is missing."],
]) {
  test(`an empty ${variable} stops the build with "${message}"`, () =>
    withCopy(async (dir) =>
      assertBuild(await build(dir, { [variable]: "" }), "failed", message),
    ));
}

test("a navbar item of an unknown type stops the build naming the type", () =>
  withCopy(async (dir) => {
    const versionDropdown =
      '{ type: "docsVersionDropdown", position: "right" },';
    edit(
      dir,
      "src/config/navbar.ts",
      versionDropdown,
      `${versionDropdown}\n    { type: "megaMenu", position: "right" } as never,`,
    );
    assertBuild(await build(dir), "failed", "Bad navbar item type megaMenu");
  }));
