// The Content-Security-Policy of the site, as data: the plugin adds the hashes
// of the inline scripts the build emits, tests read the same table.

/** Where the search widget loads its analytics helper from when the modal opens (the version that the insights plugin bundled in DocSearch 3.9.0 pins). */
export const SEARCH_INSIGHTS_SCRIPT =
  "https://cdn.jsdelivr.net/npm/search-insights@2.15.0/dist/search-insights.min.js";

const ALGOLIA = [
  "https://*.algolia.net",
  "https://*.algolianet.com",
  "https://insights.algolia.io",
];

// GA4's hosts, as Google's CSP guide lists them without Google signals: the
// gtag plugin's tag leaves those to the property, where they are off by default.
const GA = "https://*.google-analytics.com";
const GTM = "https://*.googletagmanager.com";
const GA_CONNECT = [GA, "https://*.analytics.google.com", GTM];

/**
 * Sources per directive, before inline-script hashes are added to script-src.
 * A <meta> policy cannot carry frame-ancestors, report-uri or sandbox, so none
 * appear here.
 */
export const baseDirectives = {
  "default-src": ["'self'"],
  "script-src": ["'self'", GTM, SEARCH_INSIGHTS_SCRIPT],
  // React and Docusaurus write style attributes into the server-rendered HTML.
  "style-src": ["'self'", "'unsafe-inline'"],
  // data: covers the SVG icons Infima and DocSearch inline in their CSS.
  "img-src": ["'self'", "data:", GA, GTM],
  "font-src": ["'self'", "data:"],
  "connect-src": ["'self'", ...ALGOLIA, ...GA_CONNECT],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
};

/**
 * What a page with live samples adds to script-src: a reader's edit runs as
 * a blob: script (src/components/LiveSample/Editor.tsx), confined to the
 * page's own modules. Never 'unsafe-eval', and no other page gets it.
 */
export const LIVE_SAMPLE_SCRIPTS = "blob:";

/** Serialises the policy, with each hash added to script-src, and blob: on a page with live samples. */
export function serializePolicy(
  scriptHashes: readonly string[],
  { liveSamples = false } = {},
): string {
  const directives = {
    ...baseDirectives,
    "script-src": [
      ...baseDirectives["script-src"],
      ...(liveSamples ? [LIVE_SAMPLE_SCRIPTS] : []),
      ...scriptHashes.map((hash) => `'${hash}'`),
    ],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}
