// Wraps the stock code block so the extra Prism languages load with it (route chunks), not in every page's first-load bundle.
import "@site/src/utils/prismLanguages";
import CodeBlock from "@theme-original/CodeBlock";

export default CodeBlock;
