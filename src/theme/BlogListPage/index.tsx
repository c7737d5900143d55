// Replaces the stock blog index, built from the same theme parts, to give it the page's <h1>: the stock list starts at the posts' <h2>s.
import type { ReactNode } from "react";
import clsx from "clsx";
import useDocusaurusContext from "@docusaurus/useDocusaurusContext";
import {
  HtmlClassNameProvider,
  PageMetadata,
  ThemeClassNames,
} from "@docusaurus/theme-common";
import BlogLayout from "@theme/BlogLayout";
import BlogListPaginator from "@theme/BlogListPaginator";
import BlogPostItems from "@theme/BlogPostItems";
import BlogListPageStructuredData from "@theme/BlogListPage/StructuredData";
import Heading from "@theme/Heading";
import SearchMetadata from "@theme/SearchMetadata";
import type { Props } from "@theme/BlogListPage";

export default function BlogListPage({
  metadata,
  items,
  sidebar,
}: Props): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const { blogTitle, blogDescription, permalink } = metadata;
  const title = permalink === "/" ? siteConfig.title : blogTitle;
  return (
    <HtmlClassNameProvider
      className={clsx(
        ThemeClassNames.wrapper.blogPages,
        ThemeClassNames.page.blogListPage,
      )}
    >
      <PageMetadata title={title} description={blogDescription} />
      <SearchMetadata tag="blog_posts_list" />
      <BlogListPageStructuredData
        metadata={metadata}
        items={items}
        sidebar={sidebar}
      />
      <BlogLayout sidebar={sidebar}>
        <header className="margin-bottom--lg">
          <Heading as="h1">{title}</Heading>
          {blogDescription !== blogTitle && <p>{blogDescription}</p>}
        </header>
        <BlogPostItems items={items} />
        <BlogListPaginator metadata={metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
