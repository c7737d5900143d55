// Titles the not-found content wherever it shows: under /docs/ the docs plugin renders it without the not-found page's title. The site's only locale is English: the title is written here.
import type { ReactNode } from "react";
import { PageMetadata } from "@docusaurus/theme-common";
import Content from "@theme-original/NotFound/Content";
import type ContentType from "@theme/NotFound/Content";
import type { WrapperProps } from "@docusaurus/types";

export default function NotFoundContent(
  props: WrapperProps<typeof ContentType>,
): ReactNode {
  return (
    <>
      <PageMetadata title="Page Not Found" />
      <Content {...props} />
    </>
  );
}
