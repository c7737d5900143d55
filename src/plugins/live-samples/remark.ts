// Remark plugin: a live block that names a file (```tsx live
// file="src/examples/X.tsx") gets that file's code, so the page, its
// highlighting and its Markdown copy show exactly the code that runs.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Root } from "mdast";
import { visit } from "unist-util-visit";
import { isLive, liveFile } from "./sample";

export default function remarkLiveFiles({ siteDir }: { siteDir: string }) {
  return (tree: Root): void => {
    visit(tree, "code", (node) => {
      const file = liveFile(node.meta ?? undefined);
      if (isLive(node.meta ?? undefined) && file)
        node.value = readFileSync(join(siteDir, file), "utf8").trimEnd();
    });
  };
}
