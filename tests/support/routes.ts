import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT_DIR } from "./paths";

/**
 * Every route of the spec's route table: its path under the base path (""
 * is the home page) and the title a reader sees there.
 */
const specRoutes: { path: string; title: string | RegExp }[] = [
  {
    path: "",
    title: /^Native portals for React Native \| React Native Teleport$/,
  },
  { path: "docs/intro", title: /Introduction/ },
  { path: "docs/installation", title: /Installation/ },
  { path: "docs/guides/portal", title: /^Portal \|/ },
  { path: "docs/guides/teleport", title: /^Teleport \|/ },
  { path: "docs/api/components/portal", title: /^Portal \|/ },
  { path: "docs/api/components/portal-host", title: /^PortalHost \|/ },
  { path: "docs/api/components/portal-provider", title: /^PortalProvider \|/ },
  { path: "docs/api/hooks/use-portal", title: /^usePortal \|/ },
  { path: "docs/recipes/jest-testing-guide", title: /Jest/ },
  { path: "docs/category/guides", title: /^Guides \|/ },
  { path: "docs/category/recipes", title: /^Recipes \|/ },
  { path: "docs/category/api-reference", title: /^API reference \|/ },
  { path: "docs/category/-components", title: /Components \|/ },
  { path: "docs/category/-hooks", title: /Hooks \|/ },
  { path: "blog", title: /^Blog \| React Native Teleport$/ },
  { path: "blog/archive", title: /^Archive \|/ },
  { path: "blog/authors", title: /^Authors \|/ },
  { path: "blog/tags", title: /^Tags \|/ },
  { path: "blog/tags/portal", title: /tagged with "portal"/ },
  { path: "blog/tags/react-native", title: /tagged with "react-native"/ },
  { path: "blog/tags/teleport", title: /tagged with "teleport"/ },
  { path: "blog/welcome", title: /Welcome to React Native Teleport/ },
  { path: "search", title: /^Search the documentation \|/ },
];

/**
 * Every route the build must publish: the spec's, then one page per file in
 * docs/ beyond them, titled by its front matter, so a new page needs nothing here.
 */
export const allRoutes = [
  ...specRoutes,
  ...readdirSync(join(ROOT_DIR, "docs"), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => {
      const text = readFileSync(join(ROOT_DIR, "docs", file), "utf8");
      const title = /^title: *["']?(.+?)["']? *$/m.exec(text)?.[1] ?? file;
      return {
        path: `docs/${file.replace(/\.mdx?$/, "")}`,
        title: `${title} | React Native Teleport`,
      };
    })
    .filter(({ path }) => !specRoutes.some((route) => route.path === path)),
];
