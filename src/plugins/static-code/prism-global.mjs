// Lends prism-react-renderer's Prism to the language files ./highlight.mjs
// imports next; it takes the global back once they have run.
import { Prism } from "prism-react-renderer";

/** @type {{ Prism?: unknown }} */ (globalThis).Prism = Prism;
