import type { Config } from "@docusaurus/types";
import type * as Preset from "@docusaurus/preset-classic";
import {
  algolia,
  analytics,
  github,
  hasGitHistory,
  site,
} from "./src/config/site";
import { navbar } from "./src/config/navbar";
import { footer } from "./src/config/footer";
import { codeThemes, prism } from "./src/config/prism";
import { search } from "./src/search/config";
import { llmsTxt } from "./src/config/llms";
import pluginSearch, {
  type PluginOptions as SearchOptions,
} from "./src/search";
import pluginBuiltPages from "./src/plugins/built-pages";
import pluginVendorPatches from "./src/plugins/vendor-patches";
import pluginCompileHints from "./src/plugins/compile-hints";
import rehypeFocusableTables from "./src/plugins/rehype-focusable-tables";
import pluginStaticCode from "./src/plugins/static-code";
import rehypeStaticCode from "./src/plugins/static-code/rehype";
import pluginLiveSamples from "./src/plugins/live-samples";

/** Rehype plugins of every MDX source: docs, blog posts and pages. */
const rehypePlugins = [
  rehypeFocusableTables,
  [rehypeStaticCode, codeThemes],
] satisfies NonNullable<
  Exclude<Preset.Options["docs"], false>
>["rehypePlugins"];

const tagline =
  "Portals and re-parenting for React Native that move the real native view.";

const config: Config = {
  title: "React Native Teleport",
  tagline,
  favicon: "img/favicon.svg",

  url: site.url,
  baseUrl: site.baseUrl,
  trailingSlash: false,
  organizationName: github.organization,
  projectName: github.project,

  onBrokenLinks: "throw",
  onBrokenAnchors: "warn",
  onDuplicateRoutes: "warn",
  markdown: {
    hooks: { onBrokenMarkdownLinks: "throw" },
  },

  i18n: { defaultLocale: "en", locales: ["en"] },
  // Not `noIndex: true`, which would also drop the preview's sitemap.
  headTags: site.preview
    ? [{ tagName: "meta", attributes: { name: "robots", content: "noindex" } }]
    : [],

  future: {
    v4: true,
    // DOCUSAURUS_FASTER=false builds with webpack + Babel, to measure what
    // Rspack/SWC/Lightning CSS save.
    faster: process.env.DOCUSAURUS_FASTER !== "false",
    // Doc pages show their last update from Git. Faster reads the history in
    // one pass, but stops the build of a copy outside Git, which has none.
    experimental_vcs: hasGitHistory,
  },

  presets: [
    [
      "classic",
      {
        docs: {
          sidebarPath: "./sidebars.ts",
          editUrl: github.editUrl,
          showLastUpdateTime: true,
          lastVersion: "current",
          versions: { current: { label: "Next" } },
          rehypePlugins,
        },
        blog: {
          showReadingTime: true,
          feedOptions: { type: ["rss", "atom"], xslt: true },
          editUrl: github.editUrl,
          authorsMapPath: "authors.yml",
          tags: "tags.yml",
          onInlineTags: "throw",
          onInlineAuthors: "throw",
          onUntruncatedBlogPosts: "throw",
          rehypePlugins,
        },
        pages: { rehypePlugins },
        theme: { customCss: "./src/css/custom.css" },
        // IP anonymisation is on: a GA4 id (G-…) stores no IP address; any other id needs anonymizeIP: true.
        gtag: { trackingID: analytics.trackingID },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    pluginLiveSamples,
    [pluginStaticCode, codeThemes],
    ["@signalwire/docusaurus-plugin-llms-txt", llmsTxt],
    [pluginSearch, search satisfies SearchOptions],
    // GitHub Pages has no server rewrites: a static redirect page is the only
    // way /docs reaches the main doc without JavaScript.
    [pluginBuiltPages, { redirects: [{ from: "/docs", to: "/docs/intro" }] }],
    pluginVendorPatches,
    pluginCompileHints,
  ],

  clientModules: [
    "./src/modules/docsTransitions.ts",
    "./src/modules/routesOnIntent.ts",
    "./src/modules/hydrationSlices.ts",
  ],

  themeConfig: {
    // The link-preview card of every page (og:image and twitter:image).
    image: "img/social-card.png",
    // The fallback for pages that set none (the blog's tag and author indexes).
    metadata: [{ name: "description", content: tagline }],
    colorMode: {
      defaultMode: "light",
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      id: "teleport-1-2",
      content: `react-native-teleport 1.2 is out: read <a href="${site.baseUrl}blog/welcome">the launch post</a>.`,
      isCloseable: true,
    },
    docs: {
      sidebar: { hideable: false, autoCollapseCategories: false },
    },
    blog: { sidebar: { groupByYear: true } },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    navbar,
    footer,
    prism,
    algolia: {
      ...algolia,
      contextualSearch: true,
      searchPagePath: "search",
      insights: true,
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
