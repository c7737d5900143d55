import { themes } from "prism-react-renderer";

// The docs show shell commands, JSON config and Ruby (Podfile) besides TS/TSX,
// which prism-react-renderer bundles already.
export const prism = {
  theme: themes.github,
  darkTheme: themes.dracula,
  additionalLanguages: ["bash", "json", "ruby", "diff"],
};
