// A configuration mistake stops the build with a message that names it.
import { test } from "node:test";
import { assertFailed, build, edit, withCopy } from "../support/site-copy";

const versionDropdown = '{ type: "docsVersionDropdown", position: "right" },';

test('an empty ALGOLIA_APP_ID stops the build with "`appId` is missing."', () =>
  withCopy(async (dir) =>
    assertFailed(await build(dir, { ALGOLIA_APP_ID: "" }), "`appId` is missing."),
  ));

test('an empty ALGOLIA_API_KEY stops the build with "`apiKey` is missing."', () =>
  withCopy(async (dir) =>
    assertFailed(
      await build(dir, { ALGOLIA_API_KEY: "" }),
      "`apiKey` is missing.",
    ),
  ));

test("a navbar item of an unknown type stops the build naming the type", () =>
  withCopy(async (dir) => {
    edit(
      dir,
      "src/config/navbar.ts",
      versionDropdown,
      `${versionDropdown}\n    { type: "megaMenu", position: "right" } as never,`,
    );
    assertFailed(await build(dir), "Bad navbar item type megaMenu");
  }));

test("a navbar item of an unregistered custom type stops the build naming the type", () =>
  withCopy(async (dir) => {
    edit(
      dir,
      "src/config/navbar.ts",
      versionDropdown,
      `${versionDropdown}\n    { type: "custom-missing", position: "right" },`,
    );
    assertFailed(
      await build(dir),
      'No NavbarItem component found for type "custom-missing"',
    );
  }));
