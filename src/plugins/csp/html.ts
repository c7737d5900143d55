// The build's HTML read with an HTML parser: the inline scripts, and what a
// hash cannot allow. The policy is placed by text, the rest left byte for byte.
import { createHash } from "node:crypto";
import { fromHtml } from "hast-util-from-html";
import { selectAll } from "hast-util-select";
import { toString } from "hast-util-to-string";
import { visit } from "unist-util-visit";

/** The script types a browser runs: none given, a module, JavaScript. */
const EXECUTABLE_TYPE = /^(module|(text|application)\/javascript)?$/;

/**
 * Bodies of the inline scripts a browser would run, with newlines normalised
 * by the HTML parser as the browser's are before it hashes them; JSON-LD and
 * other data blocks are never executed, so CSP ignores them.
 */
export function inlineScripts(html: string): string[] {
  return selectAll("script:not([src])", fromHtml(html))
    .filter((script) =>
      EXECUTABLE_TYPE.test(
        String(script.properties.type ?? "")
          .trim()
          .toLowerCase(),
      ),
    )
    .map((script) => toString(script))
    .filter((body) => body.trim() !== "");
}

/** The CSP source expression for a script body as inlineScripts gives it. */
export function scriptHash(body: string): string {
  return `sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`;
}

/**
 * Inline event handlers and javascript: URLs cannot be allowed by a hash
 * (only by 'unsafe-hashes'), so the build refuses them instead of shipping
 * controls that silently do nothing. Each is named by up to 120 characters
 * of its tag.
 */
export function forbiddenInlineCode(html: string): string[] {
  const found: string[] = [];
  visit(fromHtml(html), "element", (element) => {
    const inline = Object.entries(element.properties).some(
      ([name, value]) =>
        /^on/.test(name) || /^\s*javascript:/i.test(String(value)),
    );
    const at = element.position?.start.offset;
    if (inline && at !== undefined)
      found.push(/^<[^>]*>/.exec(html.slice(at))![0].slice(0, 120));
  });
  return found;
}

/**
 * Puts the policy at the top of <head>, after the charset declaration when
 * that comes first: the charset must stay within the first 1024 bytes, and
 * nothing that loads or runs precedes either of them.
 */
export function insertPolicy(html: string, policy: string): string {
  // Source expressions have no double quotes to escape.
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
  const head = /<head(\s[^>]*)?>\s*(<meta\s+charset\s*=[^>]*>)?/i.exec(html);
  if (!head) throw new Error("no <head> element");
  const at = head.index + head[0].length;
  return html.slice(0, at) + meta + html.slice(at);
}
