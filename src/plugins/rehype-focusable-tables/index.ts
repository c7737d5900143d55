// Rehype plugin: makes every Markdown table focusable. Infima lets a wide
// table scroll sideways inside itself (on a phone, the API props tables do),
// and a scrolling region that the keyboard cannot reach cannot be scrolled
// without a mouse (axe: scrollable-region-focusable).

type Node = {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: Node[];
};

function visit(node: Node): void {
  if (node.type === "element" && node.tagName === "table") {
    node.properties = { ...node.properties, tabIndex: 0 };
  }
  node.children?.forEach(visit);
}

export default function rehypeFocusableTables() {
  return (tree: Node): void => visit(tree);
}
