// Wraps the table-of-contents list in a labelled <nav>: on blog posts the stock TOC sits beside <main>, outside every landmark.
import type { ReactNode } from "react";
import TOCItems from "@theme-original/TOCItems";
import type { Props } from "@theme/TOCItems";

export default function TOCItemsWrapper(props: Props): ReactNode {
  return (
    <nav aria-label="Table of contents">
      <TOCItems {...props} />
    </nav>
  );
}
