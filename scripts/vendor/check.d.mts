export type ManifestEntry = {
  /** The site's file that copies, reproduces or patches the upstream file. */
  local: string;
  /** Why the copy or patch exists (the README has its measured gain). */
  why: string;
  package: string;
  version: string;
  /** Path inside the package. */
  file: string;
  /** SHA-256 of the upstream file as published in `version`. */
  sha256: string;
};
export type Patch = { name: string; search: string; replace: string };
export type Installed = { version: string; content: string };

export function sha256(content: string): string;
export function entryProblems(
  entry: ManifestEntry,
  installed: Installed | null,
  patches?: Patch[],
): string[];
export function coverageProblems(
  manifest: ManifestEntry[],
  targets: { package: string; file: string }[],
  patchFiles: string[],
): string[];
export function entryPatches(
  entry: ManifestEntry,
  targets: { package: string; file: string; patches: Patch[] }[],
  patchFiles: string[],
): Patch[];
