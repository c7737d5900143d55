// Bundler loader behind ./index.ts: applies exact string replacements to one
// vendor module and fails the build when a search string is not there exactly
// once, so an upgrade that changes the vendor code cannot silently drop a fix.
// `npm run check:vendor` applies the same patches with the same function.

/**
 * Applies the patches in order (a later patch sees the earlier ones' output)
 * and lists those whose search text is not there exactly once.
 * @param {string} source
 * @param {{ name: string, search: string, replace: string }[]} patches
 */
export function applyPatches(source, patches) {
  const failures = [];
  let result = source;
  for (const patch of patches) {
    const count =
      patch.search === "" ? 0 : result.split(patch.search).length - 1;
    if (count === 1) result = result.replace(patch.search, () => patch.replace);
    else failures.push({ name: patch.name, count });
  }
  return { result, failures };
}

/**
 * @this {{ getOptions(): { patches: { name: string, search: string, replace: string }[] }, resourcePath: string }}
 * @param {string} source
 * @returns {string}
 */
export default function replaceLoader(source) {
  const { result, failures } = applyPatches(source, this.getOptions().patches);
  if (failures.length > 0) {
    const { name, count } = failures[0];
    throw new Error(
      `vendor patch "${name}" expected its search text once in ${this.resourcePath}, found it ${count} times: the package changed, revisit src/plugins/vendor-patches`,
    );
  }
  return result;
}
