export interface RouteExpectation {
  /** Path under the base path, without a leading slash ("" is the home page). */
  path: string;
  /** The document title a reader sees there. */
  title: RegExp;
}

/** Every route of the spec's route table. */
export const specRoutes: ReadonlyArray<RouteExpectation> = [
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
 * Pages this project publishes beyond the spec's table (new guides, recipes
 * and reference pages). A page that lands in the build without being listed
 * here, or listed but missing, fails `every-route`: the sitemap is compared
 * with `specRoutes` plus this list exactly.
 */
export const addedRoutes: ReadonlyArray<RouteExpectation> = [
  { path: "docs/compatibility", title: /^Compatibility \|/ },
  { path: "docs/changelog", title: /^Changelog \|/ },
  { path: "docs/guides/lifecycle", title: /^Lifecycle and ordering \|/ },
  {
    path: "docs/guides/migrating",
    title: /^Migrating from other portal libraries \|/,
  },
  { path: "docs/faq", title: /^FAQ and known limitations \|/ },
  {
    path: "docs/recipes/modals-and-navigation",
    title: /^Modals and navigation \|/,
  },
  {
    path: "docs/recipes/shared-element-transitions",
    title: /^Shared-element transitions \|/,
  },
  {
    path: "docs/recipes/preloading-heavy-content",
    title: /^Preloading heavy content \|/,
  },
];

/** Every route the build must publish, spec first. */
export const allRoutes: ReadonlyArray<RouteExpectation> = [
  ...specRoutes,
  ...addedRoutes,
];
