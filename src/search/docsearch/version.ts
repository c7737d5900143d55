// Stands in for `@docsearch/react/version` (see ./Button.tsx for why). The
// theme reads it to tell DocSearch 3 from 4.
import pkg from "@docsearch/react/package.json";

export const version: string = pkg.version;
