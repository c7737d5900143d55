// Turns a stream of headings and text blocks into records, the same way for
// rendered HTML (build) and MDX sources (dev server).
import type { ExtractedEntry } from "./records";

const normalize = (text: string): string =>
  text
    .replace(/\u200b/g, "")
    .replace(/\s+/g, " ")
    .trim();

export class SectionWriter {
  readonly entries: ExtractedEntry[] = [];
  /** The headings above the text, lvl1 first; "" where a level was skipped. */
  private readonly headings: Array<{ text: string; anchor: string }> = [];
  private buffer = "";

  /** The page title stands in for lvl1 until (or unless) an h1 shows up. */
  constructor(private readonly pageTitle: string) {}

  text(value: string): void {
    this.buffer += value;
  }

  /** Ends the current text block; it becomes a content record if it has words. */
  flush(): void {
    const content = normalize(this.buffer);
    this.buffer = "";
    if (!/[\p{L}\p{N}]/u.test(content)) return;
    this.ensureLvl1();
    this.record(content);
  }

  heading(level: number, id: string, text: string): void {
    this.flush();
    const value = normalize(text);
    if (!value) return;
    this.headings.length = Math.min(this.headings.length, level - 1);
    if (level > 1) this.ensureLvl1();
    while (this.headings.length < level - 1)
      this.headings.push({ text: "", anchor: "" });
    // The h1 is the page itself: its records link to the page, not an anchor.
    this.headings.push({ text: value, anchor: level === 1 ? "" : id });
    this.record(null);
  }

  private ensureLvl1(): void {
    if (this.headings.length === 0)
      this.headings.push({ text: this.pageTitle, anchor: "" });
  }

  /** A record under the current headings, linked to the deepest one with an id. */
  private record(content: string | null): void {
    const anchors = this.headings.map((h) => h.anchor).filter(Boolean);
    const headings = this.headings.map((h) => h.text);
    this.entries.push({ anchor: anchors.at(-1) ?? "", headings, content });
  }
}
