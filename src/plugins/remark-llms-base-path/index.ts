// Remark plugin for @signalwire/docusaurus-plugin-llms-txt 1.2.2. With
// absolute links (relativePaths: false) it joins the site URL, which already
// ends in the base path, to hrefs that start with the base path too, so every
// link inside llms-full.txt and the .md copies pointed at
// /react-native-teleport/react-native-teleport/… and answered 404.
// The home page fares no better: its Markdown copy is index.md, but links to
// it came out as /react-native-teleport/.md. This runs after the plugin's
// link rewriting and repairs both.
import type { Root } from "mdast";
import { visit } from "unist-util-visit";

export type Options = {
  /** Origin of the deployed site, e.g. https://kirillzyusko.github.io */
  url: string;
  /** Base path with leading and trailing slash, e.g. /react-native-teleport/ */
  baseUrl: string;
};

export default function remarkLlmsBasePath(options?: unknown) {
  const { url, baseUrl } = options as Options;
  const site = `${url.replace(/\/+$/, "")}${baseUrl}`;
  const doubled = `${site}${baseUrl.replace(/^\/+/, "")}`;
  const home = `${site}.md`;
  return (tree: Root): void =>
    visit(tree, (node) => {
      if (node.type !== "link" && node.type !== "definition") return;
      if (node.url.startsWith(doubled)) {
        node.url = site + node.url.slice(doubled.length);
      }
      if (node.url.startsWith(home)) {
        node.url = `${site}index.md${node.url.slice(home.length)}`;
      }
    });
}
