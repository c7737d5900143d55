#!/usr/bin/env node
// Builds temporary copies of the site with one thing wrong in each and checks
// that the build stops with a message that says what and where:
//   - an empty ALGOLIA_APP_ID / ALGOLIA_API_KEY (stops while loading the config)
//   - invalid front matter (stops while loading content)
//   - a Markdown link to a missing file (stops while bundling)
// and, in one complete build of a copy with two archived docs versions, that
// llms.txt leaves out /docs/1.x/** and /docs/next/** as configured, while a
// link to a missing URL still fails that build at the end, naming the page.
// Kept out of the browser suite: the two bundling runs take a while on CI.
import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const SITE_FILES = [
  "docs",
  "blog",
  "src",
  "static",
  "docusaurus.config.ts",
  "sidebars.ts",
  "package.json",
  "tsconfig.json",
  ".browserslistrc",
];

function copySite() {
  const dir = mkdtempSync(join(tmpdir(), "site-check-"));
  for (const file of SITE_FILES) {
    if (existsSync(join(root, file)))
      cpSync(join(root, file), join(dir, file), { recursive: true });
  }
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"), "dir");
  return dir;
}

function docusaurus(dir, args, env = {}) {
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [join(root, "node_modules/@docusaurus/core/bin/docusaurus.mjs"), ...args],
    {
      cwd: dir,
      env: {
        ...process.env,
        ...env,
        FORCE_COLOR: "0",
        NO_COLOR: "1",
        // Each copy lives in a new folder: caching it would only grow node_modules/.cache.
        DOCUSAURUS_NO_PERSISTENT_CACHE: "true",
      },
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return {
    status: result.status,
    output: `${result.stdout}\n${result.stderr}`,
    seconds: ((Date.now() - started) / 1000).toFixed(1),
  };
}

const build = (dir, env) =>
  docusaurus(
    dir,
    ["build", "--no-minify", "--out-dir", join(dir, "build")],
    env,
  );

/** Replaces `from` by `to` in a file of the copy, failing loudly if `from` is gone. */
function edit(dir, file, from, to) {
  const path = join(dir, file);
  const text = readFileSync(path, "utf8");
  if (!text.includes(from))
    throw new Error(`${file} no longer contains ${from}`);
  writeFileSync(path, text.replace(from, to));
  return () => writeFileSync(path, text);
}

const results = [];
function check(name, run) {
  try {
    const detail = run();
    results.push({ name, ok: true, detail });
  } catch (error) {
    results.push({ name, ok: false, detail: error.message });
  }
  const last = results.at(-1);
  console.log(
    `${last.ok ? "✓" : "✘"} ${name}${last.detail ? ` (${last.detail})` : ""}`,
  );
}

function expectFailure(result, ...needles) {
  if (result.status === 0) throw new Error("the build succeeded");
  const missing = needles.filter((needle) => !result.output.includes(needle));
  if (missing.length > 0) {
    throw new Error(
      `the output lacks ${missing.map((m) => JSON.stringify(m)).join(", ")}:\n${result.output.slice(-3000)}`,
    );
  }
  return `failed in ${result.seconds}s`;
}

const dir = copySite();
try {
  check(
    'an empty ALGOLIA_APP_ID stops the build with "`appId` is missing."',
    () =>
      expectFailure(build(dir, { ALGOLIA_APP_ID: "" }), "`appId` is missing."),
  );

  check(
    'an empty ALGOLIA_API_KEY stops the build with "`apiKey` is missing."',
    () =>
      expectFailure(
        build(dir, { ALGOLIA_API_KEY: "" }),
        "`apiKey` is missing.",
      ),
  );

  check(
    "invalid front matter stops the build naming the file and the field",
    () => {
      const restore = edit(
        dir,
        "docs/installation.mdx",
        "sidebar_position: ",
        "sidebar_position: first # ",
      );
      try {
        return expectFailure(
          build(dir),
          "docs/installation.mdx",
          '"sidebar_position" must be a number',
        );
      } finally {
        restore();
      }
    },
  );

  check("a Markdown link to a missing file stops the build naming both", () => {
    const file = "docs/guides/portal.mdx";
    const restore = edit(
      dir,
      file,
      "\n## ",
      "\nRead [the missing page](./does-not-exist.mdx) first.\n\n## ",
    );
    try {
      return expectFailure(build(dir), file, "./does-not-exist.mdx");
    } finally {
      restore();
    }
  });

  check(
    "llms.txt leaves out /docs/1.x and /docs/next, and a broken URL fails the build naming the page",
    () => {
      // Two archived versions: 2.x becomes /docs, 1.x /docs/1.x, the working
      // copy /docs/next. Both exclusions then have pages to leave out.
      for (const version of ["1.x", "2.x"]) {
        const result = docusaurus(dir, ["docs:version", version]);
        if (result.status !== 0)
          throw new Error(`docs:version ${version}:\n${result.output}`);
      }
      edit(
        dir,
        "docusaurus.config.ts",
        'lastVersion: "current"',
        'lastVersion: "2.x"',
      );
      edit(
        dir,
        "docs/intro.mdx",
        "\n## ",
        "\nSee [the roadmap](/docs/next/roadmap).\n\n## ",
      );
      const result = build(dir);
      const detail = expectFailure(
        result,
        "Broken link on source page path = /react-native-teleport/docs/next/intro",
        "/react-native-teleport/docs/next/roadmap",
      );
      const out = join(dir, "build");
      const llms = readFileSync(join(out, "llms.txt"), "utf8");
      const full = readFileSync(join(out, "llms-full.txt"), "utf8");
      // llms.txt lists no excluded page; llms-full.txt may mention one in a
      // copied link (the version menu) but points at no Markdown copy of it.
      if (/\/docs\/(1\.x|next)\//.test(llms))
        throw new Error("llms.txt lists an excluded page");
      if (/\/docs\/(1\.x|next)\/[^)\s]*\.md/.test(full))
        throw new Error(
          "llms-full.txt links a Markdown copy of an excluded page",
        );
      if (!llms.includes("/react-native-teleport/docs/intro.md"))
        throw new Error("llms.txt lost the current docs");
      const introductions = full.match(/^# Introduction$/gm)?.length ?? 0;
      if (introductions !== 1)
        throw new Error(
          `llms-full.txt has ${introductions} copies of the intro, expected 1`,
        );
      for (const excluded of ["docs/1.x/intro", "docs/next/intro"]) {
        if (!existsSync(join(out, `${excluded}.html`)))
          throw new Error(
            `${excluded}.html was not built, so nothing was excluded`,
          );
        if (existsSync(join(out, `${excluded}.md`)))
          throw new Error(`${excluded}.md was written`);
      }
      return detail;
    },
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const failed = results.filter((r) => !r.ok).length;
console.log(`\n${results.length - failed} passed, ${failed} failed, 0 skipped`);
process.exit(failed === 0 ? 0 : 1);
