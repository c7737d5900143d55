// Public ids of the real deployment. They live in one module so a fork or a
// preview can point search and analytics elsewhere with environment variables
// instead of editing the config. A variable set but empty is taken as given
// (`??`), not replaced by the default.
import { spawnSync } from "node:child_process";

/**
 * Stops the build with the search widget's own words when a required id is
 * empty: DocSearch would otherwise fail only in the reader's browser.
 */
function required(value: string, message: string): string {
  if (value.trim() === "") throw new Error(message);
  return value;
}

/**
 * Where the site sits in its Git repository: "docs/" in the library's, "" at
 * the root of a repository of its own, null outside Git (a temporary copy).
 */
const gitPrefix = ((): string | null => {
  const git = spawnSync("git", ["rev-parse", "--show-prefix"], {
    encoding: "utf8",
  });
  return git.status === 0 ? git.stdout.trim() : null;
})();

export const github = {
  organization: "kirillzyusko",
  project: "react-native-teleport",
  repository: "https://github.com/kirillzyusko/react-native-teleport",
  /** The site's folder in the library's repository, wherever the site was built; Docusaurus appends the file path. */
  editUrl: `https://github.com/kirillzyusko/react-native-teleport/edit/main/${gitPrefix ?? ""}`,
  exampleApp:
    "https://github.com/kirillzyusko/react-native-teleport/tree/main/example",
  discussions:
    "https://github.com/kirillzyusko/react-native-teleport/discussions",
} as const;

/** Git history to read "Last updated" from; a copy outside Git has none. */
export const hasGitHistory = gitPrefix !== null;

export const social = {
  x: "https://x.com/ziusko",
} as const;

/**
 * PREVIEW_PATH=pr-preview/pr-<n> builds a pull request's preview, published
 * beside the production site under its base path. Its canonical and og:url
 * name the preview's own address: a page the pull request adds has no
 * production address yet, and the noindex tag already keeps previews out of
 * search engines.
 */
const previewPath = (process.env.PREVIEW_PATH ?? "").replace(/^\/+|\/+$/g, "");

export const site = {
  url: process.env.SITE_URL ?? "https://kirillzyusko.github.io",
  baseUrl: `/react-native-teleport/${previewPath && `${previewPath}/`}`,
  preview: previewPath !== "",
} as const;

export const algolia = {
  appId: required(
    process.env.ALGOLIA_APP_ID ?? "XYVIEPDGBE",
    "`appId` is missing.",
  ),
  apiKey: required(
    process.env.ALGOLIA_API_KEY ?? "f116abc1c6fdbdab99c0570075193f63",
    "`apiKey` is missing.",
  ),
  indexName: process.env.ALGOLIA_INDEX_NAME ?? "react-native-teleport",
} as const;

export const analytics = {
  trackingID: process.env.GTAG_TRACKING_ID ?? "G-W4KYGKY5MW",
} as const;
