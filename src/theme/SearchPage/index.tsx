// Search lives in src/search; this is where Docusaurus looks for the override.
export { default } from "@site/src/search/SearchPage";
