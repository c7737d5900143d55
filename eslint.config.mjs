// Lints the site's own TypeScript: strict type-aware rules for src/ and tests/,
// React hooks rules for components.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".docusaurus/",
      ".docusaurus-*/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      ".bench/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_" },
      ],
    },
  },
  {
    files: ["**/*.mjs"],
    languageOptions: {
      globals: {
        console: "readonly",
        process: "readonly",
        URL: "readonly",
        fetch: "readonly",
        setTimeout: "readonly",
        // Only inside page.evaluate callbacks, which run in the browser.
        document: "readonly",
      },
    },
  },
);
