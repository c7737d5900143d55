// The Docusaurus CLI, found through the bin entry of @docusaurus/core's
// package.json, for the tools that run it with Node directly.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const require = createRequire(import.meta.url);
const manifest = require.resolve("@docusaurus/core/package.json");

/** The CLI's script, to run as `node <DOCUSAURUS_CLI> build`. */
export const DOCUSAURUS_CLI = join(
  dirname(manifest),
  require(manifest).bin.docusaurus,
);
