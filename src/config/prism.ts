import { themes } from "prism-react-renderer";

// Extra languages (bash, ruby, diff) are registered by src/theme/CodeBlock,
// not here: see src/plugins/prism-on-demand.
export const prism = {
  theme: themes.github,
  darkTheme: themes.dracula,
  additionalLanguages: [] as string[],
};
