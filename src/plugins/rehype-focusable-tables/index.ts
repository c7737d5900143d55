// Rehype plugin: makes every Markdown table focusable. Infima lets a wide
// table scroll sideways inside itself (on a phone, the API props tables do),
// and a scrolling region that the keyboard cannot reach cannot be scrolled
// without a mouse (axe: scrollable-region-focusable).
import type { Root } from "hast";
import { visit } from "unist-util-visit";

export default function rehypeFocusableTables() {
  return (tree: Root): void =>
    visit(tree, "element", (node) => {
      if (node.tagName === "table") node.properties.tabIndex = 0;
    });
}
