// Wraps the stock search page (patched in src/plugins/vendor-patches/patches.ts) so that Algolia is credited only when it answers.
import type { ReactNode } from "react";
import { HtmlClassNameProvider } from "@docusaurus/theme-common";
import SearchPage from "@theme-original/SearchPage";
import { useSearchBackend } from "@site/src/search/client/backend";
import styles from "./styles.module.css";

export default function SearchPageWrapper(): ReactNode {
  const local = useSearchBackend() === "local";
  return (
    <HtmlClassNameProvider className={local ? styles.localBackend! : ""}>
      <SearchPage />
    </HtmlClassNameProvider>
  );
}
