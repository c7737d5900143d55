// Just enough HTML handling for the build's own, well-formed output: find the
// inline scripts, refuse what a hash cannot allow, and place the policy.
import { createHash } from "node:crypto";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPES = new Set([
  "",
  "module",
  "text/javascript",
  "application/javascript",
]);

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(
    `(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?`,
    "i",
  ).exec(attributes);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? "";
}

/** Bodies of the inline scripts a browser would run; JSON-LD and other data blocks are never executed, so CSP ignores them. */
export function inlineScripts(html: string): string[] {
  const bodies: string[] = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (attribute(attributes, "src") !== undefined) continue;
    const type = (attribute(attributes, "type") ?? "").trim().toLowerCase();
    if (EXECUTABLE_TYPES.has(type) && body.trim() !== "") bodies.push(body);
  }
  return bodies;
}

/** The CSP source expression for a script body, hashed as the browser does after normalising newlines. */
export function scriptHash(body: string): string {
  const normalised = body.replace(/\r\n?/g, "\n");
  return `sha256-${createHash("sha256").update(normalised, "utf8").digest("base64")}`;
}

/**
 * Inline event handlers and javascript: URLs cannot be allowed by a hash
 * (only by 'unsafe-hashes'), so the build refuses them instead of shipping
 * controls that silently do nothing.
 */
export function forbiddenInlineCode(html: string): string[] {
  const withoutScripts = html.replace(SCRIPT, "<script></script>");
  const found: string[] = [];
  for (const [tag] of withoutScripts.matchAll(/<[a-z][^>]*>/gi)) {
    if (/\son[a-z]+\s*=/i.test(tag) || /=\s*["']?\s*javascript:/i.test(tag)) {
      found.push(tag.slice(0, 120));
    }
  }
  return found;
}

const EXISTING_META =
  /<meta\s+http-equiv=["']?Content-Security-Policy["']?[^>]*>/gi;

/**
 * Puts the policy at the top of <head>, after the charset declaration when
 * that comes first: the charset must stay within the first 1024 bytes, and
 * nothing that loads or runs precedes either of them.
 */
export function insertPolicy(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, "&quot;")}">`;
  const clean = html.replace(EXISTING_META, "");
  const head = /<head(\s[^>]*)?>\s*(<meta\s+charset\s*=[^>]*>)?/i.exec(clean);
  if (!head) throw new Error("no <head> element");
  const at = head.index + head[0].length;
  return clean.slice(0, at) + meta + clean.slice(at);
}
