#!/usr/bin/env node
// Build-copy checks: what only a build can show. Each case builds a temporary
// copy of the site with one thing changed and checks what the maintainer sees:
// the build stops with a message naming what and where, or it succeeds with a
// warning, or its output has the expected shape. This is the project's one
// broken-copy builder; a new build rule gets a case here (see tests/README.md).
// Cases run two at a time (one per core) and print "N passed, N failed".
import { spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
/** Everything a build reads; `.browserslistrc` included, or CSS layers change. */
const SITE_FILES = [
  "docs",
  "blog",
  "i18n",
  "src",
  "static",
  "docusaurus.config.ts",
  "sidebars.ts",
  "package.json",
  "tsconfig.json",
  ".browserslistrc",
];
const PARALLEL = 2;

/** A copy of the site in a new temporary folder, sharing node_modules. */
function copySite() {
  const dir = mkdtempSync(join(tmpdir(), "site-check-"));
  for (const file of SITE_FILES) {
    if (existsSync(join(root, file)))
      cpSync(join(root, file), join(dir, file), { recursive: true });
  }
  symlinkSync(join(root, "node_modules"), join(dir, "node_modules"), "dir");
  return dir;
}

/** Runs the Docusaurus CLI in `dir`; resolves with its exit status and output. */
function docusaurus(dir, args, env = {}) {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(
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
      },
    );
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (status) =>
      done({
        status,
        output,
        seconds: ((Date.now() - started) / 1000).toFixed(1),
      }),
    );
  });
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
}

/** Adds a file to the copy. */
function add(dir, file, content) {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), content);
}

const doc = (title, body) =>
  `---\ntitle: ${title}\ndescription: A page that exists only in a test build.\nkeywords: [test]\n---\n\n# ${title}\n\n${body}\n`;

function expectFailure(result, ...needles) {
  if (result.status === 0) throw new Error("the build succeeded");
  expectOutput(result, ...needles);
  return `failed in ${result.seconds}s`;
}

function expectSuccess(result, ...needles) {
  if (result.status !== 0)
    throw new Error(
      `the build failed (${result.status}):\n${result.output.slice(-3000)}`,
    );
  expectOutput(result, ...needles);
  return `built in ${result.seconds}s`;
}

function expectOutput(result, ...needles) {
  const missing = needles.filter((needle) =>
    needle instanceof RegExp
      ? !needle.test(result.output)
      : !result.output.includes(needle),
  );
  if (missing.length > 0) {
    throw new Error(
      `the output lacks ${missing.map(String).join(", ")}:\n${result.output.slice(-3000)}`,
    );
  }
}

/** The lines of one `#`-heading section of llms.txt, from its heading to the next heading of the same or a higher level. */
function llmsSection(llms, title) {
  const lines = llms.split("\n");
  const start = lines.findIndex(
    (line) => /^#+ /.test(line) && line.replace(/^#+ /, "") === title,
  );
  if (start < 0) return null;
  const level = lines[start].match(/^#+/)[0].length;
  const end = lines.findIndex(
    (line, i) =>
      i > start && /^#+ /.test(line) && line.match(/^#+/)[0].length <= level,
  );
  return lines.slice(start, end < 0 ? undefined : end);
}

/** Each case: a name and a function of a fresh copy's folder returning a detail, throwing on failure. */
const cases = [
  [
    'an empty ALGOLIA_APP_ID stops the build with "`appId` is missing."',
    async (dir) =>
      expectFailure(
        await build(dir, { ALGOLIA_APP_ID: "" }),
        "`appId` is missing.",
      ),
  ],
  [
    'an empty ALGOLIA_API_KEY stops the build with "`apiKey` is missing."',
    async (dir) =>
      expectFailure(
        await build(dir, { ALGOLIA_API_KEY: "" }),
        "`apiKey` is missing.",
      ),
  ],
  [
    "a navbar item of an unknown type stops the build naming the type",
    async (dir) => {
      edit(
        dir,
        "src/config/navbar.ts",
        '{ type: "docsVersionDropdown", position: "right" },',
        '{ type: "docsVersionDropdown", position: "right" },\n    { type: "megaMenu", position: "right" } as never,',
      );
      return expectFailure(await build(dir), "Bad navbar item type megaMenu");
    },
  ],
  [
    "a navbar item of an unregistered custom type stops the build naming the type",
    async (dir) => {
      edit(
        dir,
        "src/config/navbar.ts",
        '{ type: "docsVersionDropdown", position: "right" },',
        '{ type: "docsVersionDropdown", position: "right" },\n    { type: "custom-missing", position: "right" },',
      );
      return expectFailure(
        await build(dir),
        'No NavbarItem component found for type "custom-missing"',
      );
    },
  ],
  [
    "invalid front matter stops the build naming the file and the field",
    async (dir) => {
      edit(
        dir,
        "docs/installation.mdx",
        "sidebar_position: ",
        "sidebar_position: first # ",
      );
      return expectFailure(
        await build(dir),
        "docs/installation.mdx",
        '"sidebar_position" must be a number',
      );
    },
  ],
  [
    "a Markdown link to a missing file stops the build naming both",
    async (dir) => {
      const file = "docs/guides/portal.mdx";
      edit(
        dir,
        file,
        "\n## ",
        "\nRead [the missing page](./does-not-exist.mdx) first.\n\n## ",
      );
      return expectFailure(await build(dir), file, "./does-not-exist.mdx");
    },
  ],
  [
    "a link to a missing URL fails the build, naming the page and the link",
    async (dir) => {
      add(
        dir,
        "docs/build-rule-broken-link.mdx",
        doc("Broken link", "See [the missing page](/docs/no-such-page)."),
      );
      return expectFailure(
        await build(dir),
        "Docusaurus found broken links!",
        /build-rule-broken-link[\s\S]*\/docs\/no-such-page/,
      );
    },
  ],
  [
    "a broken anchor and a duplicate route only warn; llms.txt keeps depth 3 and leaves out /docs/1.x and /docs/next",
    async (dir) => {
      add(
        dir,
        "docs/build-rule-broken-anchor.mdx",
        doc("Broken anchor", "See [a section](/docs/intro#no-such-section)."),
      );
      // A page at the same path as the installation doc.
      add(
        dir,
        "src/pages/docs/installation.md",
        "# A second installation page\n",
      );
      // Deeper than depth 3: llms.txt must fold it into its depth-3 section.
      add(
        dir,
        "docs/api/components/nested/deeper.mdx",
        doc("Deeper page", "A page one level below the components."),
      );
      // Two archived versions: 2.x becomes /docs, 1.x /docs/1.x, the working
      // copy /docs/next. Both exclusions then have pages to leave out.
      for (const version of ["1.x", "2.x"]) {
        const result = await docusaurus(dir, ["docs:version", version]);
        if (result.status !== 0)
          throw new Error(`docs:version ${version}:\n${result.output}`);
      }
      edit(
        dir,
        "docusaurus.config.ts",
        'lastVersion: "current"',
        'lastVersion: "2.x"',
      );
      const detail = expectSuccess(
        await build(dir),
        "Docusaurus found broken anchors!",
        /build-rule-broken-anchor[\s\S]*\/docs\/intro#no-such-section/,
        /Duplicate routes found![\s\S]*\/docs\/installation/,
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
      // Depth 3 counts the base path: /react-native-teleport/docs/api is
      // the deepest section, so a page five levels down sits in "api" with
      // no "components" or "nested" section of its own.
      const api = llmsSection(llms, "api");
      if (!api) throw new Error("llms.txt has no api section");
      if (
        !api.some((line) =>
          line.includes("/docs/api/components/nested/deeper.md"),
        )
      )
        throw new Error(
          `the deep page is not listed under api:\n${api.join("\n")}`,
        );
      if (/^#+ (components|nested)$/m.test(llms))
        throw new Error("llms.txt has a section deeper than depth 3");
      return detail;
    },
  ],
];

const results = [];
async function run([name, check]) {
  const dir = copySite();
  try {
    results.push({ name, ok: true, detail: await check(dir) });
  } catch (error) {
    results.push({ name, ok: false, detail: error.message });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const last = results.at(-1);
  console.log(
    `${last.ok ? "✓" : "✘"} ${name}${last.detail ? ` (${last.detail})` : ""}`,
  );
}

// Full builds first, so the quick config checks fill the gaps at the end.
const queue = [...cases].reverse();
await Promise.all(
  Array.from({ length: PARALLEL }, async () => {
    while (queue.length > 0) await run(queue.shift());
  }),
);

const failed = results.filter((r) => !r.ok).length;
console.log(`\n${results.length - failed} passed, ${failed} failed, 0 skipped`);
process.exit(failed === 0 ? 0 : 1);
