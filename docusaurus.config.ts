import type { Config } from "@docusaurus/types";
import type * as Preset from "@docusaurus/preset-classic";
import type llmsTxtPlugin from "@signalwire/docusaurus-plugin-llms-txt";
import { algolia, analytics, github, site } from "./src/config/site";
import { navbar } from "./src/config/navbar";
import { footer } from "./src/config/footer";
import { prism } from "./src/config/prism";

const config: Config = {
  title: "React Native Teleport",
  tagline:
    "Portals and re-parenting for React Native that move the real native view.",
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

  future: {
    v4: true,
    faster: true,
  },

  presets: [
    [
      "classic",
      {
        docs: {
          sidebarPath: "./sidebars.ts",
          editUrl: github.editUrl,
          lastVersion: "current",
          versions: { current: { label: "Next" } },
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
        },
        theme: { customCss: "./src/css/custom.css" },
        gtag: { trackingID: analytics.trackingID, anonymizeIP: true },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    "./src/plugins/live-demos/index.ts",
    [
      "@docusaurus/plugin-client-redirects",
      // GitHub Pages has no server rewrites: a static redirect page is the
      // only way /docs reaches the main doc without JavaScript.
      { redirects: [{ from: "/docs", to: "/docs/intro" }] },
    ],
    [
      "@signalwire/docusaurus-plugin-llms-txt",
      {
        depth: 3,
        content: {
          enableLlmsFullTxt: true,
          enableMarkdownFiles: true,
          relativePaths: false,
          includeBlog: true,
          includePages: true,
          excludeRoutes: ["/docs/1.x/**", "/docs/next/**"],
        },
      } satisfies Parameters<typeof llmsTxtPlugin>[1],
    ],
  ],

  clientModules: ["./src/modules/docsTransitions.ts"],

  themeConfig: {
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
