#!/usr/bin/env node
// Serves the production build the way GitHub Pages does, so tests and
// benchmarks see what readers see: the site under its base path, `/a/b`
// answered by `a/b.html` (or `a/b/index.html`), anything else by `404.html`
// with status 404, text gzip-compressed. Run with `node --import tsx`, which
// reads the base path from the site's config.
import { createServer } from "node:http";
import { existsSync, readFileSync, statSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { extname, join, resolve, sep } from "node:path";
import { parseArgs } from "node:util";
import { site } from "../src/config/site.ts";

const { values } = parseArgs({
  options: {
    dir: { type: "string", default: "build" },
    port: { type: "string", default: process.env.PORT ?? "4173" },
  },
});

const root = resolve(values.dir);
const base = site.baseUrl;
const host = "127.0.0.1";

// The kinds of file the build has; anything else goes out as bytes.
const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
};

/** The file GitHub Pages would answer a path under the base with, or undefined. */
function resolveFile(path) {
  const target = join(root, decodeURIComponent(path));
  if (target !== root && !target.startsWith(root + sep)) return undefined;
  const candidates =
    path === "" || path.endsWith("/")
      ? [join(target, "index.html")]
      : [target, `${target}.html`, join(target, "index.html")];
  // existsSync first: it is false, not an error, for "a.html/index.html".
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

// GitHub Pages compresses text but not images or fonts. Without this, a
// benchmark's simulated slow network would pay for bytes readers never
// download.
const compressible = /^(text\/|application\/(json|xml)|image\/svg)/;
const gzipped = new Map();

/** The file gzipped, once per version: a rebuild is served anew. */
function gzipOf(file) {
  const key = `${file} ${statSync(file).mtimeMs}`;
  if (!gzipped.has(key)) gzipped.set(key, gzipSync(readFileSync(file)));
  return gzipped.get(key);
}

function send(req, res, status, file) {
  const type = types[extname(file)] ?? "application/octet-stream";
  const gzip =
    compressible.test(type) &&
    /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
  const body = gzip ? gzipOf(file) : readFileSync(file);
  res.writeHead(status, {
    "Content-Type": type,
    "Cache-Control": "no-cache",
    "Content-Length": body.length,
    ...(gzip && { "Content-Encoding": "gzip", Vary: "Accept-Encoding" }),
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

const server = createServer((req, res) => {
  const { pathname } = new URL(req.url ?? "/", "http://localhost");
  if (pathname === base.slice(0, -1)) {
    res.writeHead(301, { Location: base });
    res.end();
    return;
  }
  const file =
    pathname.startsWith(base) && resolveFile(pathname.slice(base.length));
  if (file) send(req, res, 200, file);
  else send(req, res, 404, join(root, "404.html"));
});

server.listen(Number(values.port), host, () => {
  console.log(`Serving ${root} at http://${host}:${values.port}${base}`);
});
