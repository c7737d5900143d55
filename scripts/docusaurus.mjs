// The Docusaurus CLI's script, for the tools that run it with Node directly
// (`node <DOCUSAURUS_CLI> build`), so no shell is needed on Windows.
import { createRequire } from "node:module";

export const DOCUSAURUS_CLI = createRequire(import.meta.url).resolve(
  "@docusaurus/core/bin/docusaurus.mjs",
);
