// Bundler loader for `?highlight` imports: the file's text and its lines
// highlighted like a fenced code block, so a component can show source code
// without Prism in the browser (the live demos show their own files).
import { extname } from "node:path";
import { highlight } from "./highlight.mjs";

/**
 * @this {{ getOptions(): { themes: import("./highlight.mjs").Themes }, resourcePath: string }}
 * @param {string} source
 * @returns {string}
 */
export default function highlightLoader(source) {
  const language = extname(this.resourcePath).slice(1) || "text";
  const highlighted = highlight(source, language, this.getOptions().themes);
  return `export default ${JSON.stringify({ code: source, language, highlighted })};`;
}
