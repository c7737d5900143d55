// Prism's language files extend whatever `Prism` is global when they run, so
// the instance prism-react-renderer highlights with is lent to them briefly.
import { Prism } from "prism-react-renderer";

/** Languages the docs use that prism-react-renderer does not bundle. */
const holder = globalThis as { Prism?: unknown };
holder.Prism = Prism;
/* eslint-disable @typescript-eslint/no-require-imports */
require("prismjs/components/prism-bash");
require("prismjs/components/prism-ruby");
require("prismjs/components/prism-diff");
/* eslint-enable @typescript-eslint/no-require-imports */
delete holder.Prism;
