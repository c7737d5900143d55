// Puts "Copy page as Markdown" and the link to the page's Markdown copy above every doc, outside the .theme-doc-markdown block that llms.txt and search read.
import type { ReactNode } from "react";
import Content from "@theme-original/DocItem/Content";
import type { Props } from "@theme/DocItem/Content";
import { useDoc, useDocsVersion } from "@docusaurus/plugin-content-docs/client";
import CopyPageMarkdown from "@site/src/components/CopyPageMarkdown";

export default function DocItemContentWrapper(props: Props): ReactNode {
  const { metadata } = useDoc();
  // llms.txt exports only the last version's docs (src/config/llms.ts), so
  // only they have a Markdown copy to fetch.
  const { isLast } = useDocsVersion();
  return (
    <>
      {isLast && <CopyPageMarkdown markdownUrl={`${metadata.permalink}.md`} />}
      <Content {...props} />
    </>
  );
}
