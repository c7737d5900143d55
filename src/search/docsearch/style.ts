// Stands in for `@docsearch/react/style`, which is DocSearch's whole
// stylesheet in one file: split, the button's part joins every page's CSS
// while the modal's loads with the modal (./chunk.ts).
import "@docsearch/css/dist/_variables.css";
import "@docsearch/css/dist/button.css";
import "@docsearch/css/dist/modal.css";
