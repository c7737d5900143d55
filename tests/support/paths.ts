// Where the tests find the production build. E2E_BUILD_DIR lets two pieces of
// work on one machine build and test side by side without sharing `build/`.
import { resolve } from "node:path";

export const ROOT_DIR = resolve(__dirname, "..", "..");
export const BUILD_DIR = resolve(
  ROOT_DIR,
  process.env.E2E_BUILD_DIR ?? "build",
);
