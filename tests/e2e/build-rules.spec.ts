// Spec §5 "Build": broken links fail the build; broken anchors and duplicate
// routes only warn. Each case builds a temporary copy of the site with one
// faulty file added, so the real site never carries it. No browser needed,
// hence the plain Playwright `test`.
import { test, expect } from "@playwright/test";
import { spawnSync } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

test.describe.configure({ mode: "parallel", timeout: 180_000 });

const root = join(__dirname, "..", "..");
const siteFiles = [
  "docusaurus.config.ts",
  "sidebars.ts",
  "package.json",
  "tsconfig.json",
  "docs",
  "blog",
  "src",
  "static",
];

type Build = { status: number | null; output: string };

/** Builds a copy of the site with `extra` files (path → content) added. */
function buildCopy(extra: Record<string, string>): Build {
  const dir = mkdtempSync(join(tmpdir(), "site-build-rules-"));
  try {
    for (const name of siteFiles)
      cpSync(join(root, name), join(dir, name), { recursive: true });
    symlinkSync(join(root, "node_modules"), join(dir, "node_modules"), "dir");
    for (const [path, content] of Object.entries(extra)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), content);
    }
    const result = spawnSync(
      process.execPath,
      [
        join(
          root,
          "node_modules",
          "@docusaurus",
          "core",
          "bin",
          "docusaurus.mjs",
        ),
        "build",
        "--out-dir",
        join(dir, "out"),
      ],
      {
        cwd: dir,
        encoding: "utf8",
        env: { ...process.env, FORCE_COLOR: "0", NO_COLOR: "1" },
      },
    );
    return {
      status: result.status,
      output: `${result.stdout}\n${result.stderr}`,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const doc = (title: string, body: string): string =>
  `---\ntitle: ${title}\ndescription: A page that exists only in a test build.\n---\n\n# ${title}\n\n${body}\n`;

test("a doc with a broken link fails the build, naming the page and the link", () => {
  const build = buildCopy({
    "docs/build-rule-broken-link.mdx": doc(
      "Broken link",
      "See [the missing page](/docs/no-such-page).",
    ),
  });
  expect(build.status, build.output).not.toBe(0);
  expect(build.output).toContain("Docusaurus found broken links!");
  expect(build.output).toMatch(
    /build-rule-broken-link[\s\S]*\/docs\/no-such-page/,
  );
});

test("a broken anchor and a duplicate route only warn: the build succeeds", () => {
  const build = buildCopy({
    "docs/build-rule-broken-anchor.mdx": doc(
      "Broken anchor",
      "See [a section](/docs/intro#no-such-section).",
    ),
    // A page at the same path as the installation doc.
    "src/pages/docs/installation.md": "# A second installation page\n",
  });
  expect(build.status, build.output).toBe(0);
  expect(build.output).toContain("Docusaurus found broken anchors!");
  expect(build.output).toMatch(
    /build-rule-broken-anchor[\s\S]*\/docs\/intro#no-such-section/,
  );
  expect(build.output).toMatch(
    /Duplicate routes found![\s\S]*\/docs\/installation/,
  );
});
