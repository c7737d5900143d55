// Bundler loader behind ./index.ts: applies exact string replacements to one
// vendor module, in order (a later patch sees the earlier ones' output), and
// fails the build when a search string is not there exactly once, so an
// upgrade that changes the vendor code cannot silently drop a fix.

/**
 * @this {{ getOptions(): { patches: { name: string, search: string, replace: string }[] }, resourcePath: string }}
 * @param {string} source
 * @returns {string}
 */
export default function replaceLoader(source) {
  let result = source;
  for (const { name, search, replace } of this.getOptions().patches) {
    const count = search === "" ? 0 : result.split(search).length - 1;
    if (count !== 1)
      throw new Error(
        `vendor patch "${name}" expected its search text once in ${this.resourcePath}, found it ${count} times: the package changed, revisit src/plugins/vendor-patches`,
      );
    result = result.replace(search, () => replace);
  }
  return result;
}
