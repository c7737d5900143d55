// Shared by the build (which writes the index) and the browser (which fetches
// it) without pulling either side's code into the other.
export const indexFileName = "search-index.json";
