// Puts "Copy page as Markdown" and the link to the page's Markdown copy above every doc, outside the .theme-doc-markdown block that llms.txt and search read.
import type { ReactNode } from "react";
import Content from "@theme-original/DocItem/Content";
import type { Props } from "@theme/DocItem/Content";
import { useDoc, useDocsVersion } from "@docusaurus/plugin-content-docs/client";
import CopyPageMarkdown from "@site/src/components/CopyPageMarkdown";
import { markdownCopyUrl } from "@site/src/components/CopyPageMarkdown/markdownCopy";

export default function DocItemContentWrapper(props: Props): ReactNode {
  const { metadata } = useDoc();
  const markdownUrl = markdownCopyUrl(
    metadata.permalink,
    useDocsVersion().isLast,
  );
  return (
    <>
      {markdownUrl && <CopyPageMarkdown markdownUrl={markdownUrl} />}
      <Content {...props} />
    </>
  );
}
