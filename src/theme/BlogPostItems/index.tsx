// Wraps the stock list of posts to head the blog index with its <h1> (see ../BlogListPage).
import { useContext, type ReactNode } from "react";
import BlogPostItems from "@theme-original/BlogPostItems";
import type { Props } from "@theme/BlogPostItems";
import Heading from "@theme/Heading";
import { BlogIndex } from "@site/src/theme/BlogListPage";

export default function BlogPostItemsWrapper(props: Props): ReactNode {
  const index = useContext(BlogIndex);
  return (
    <>
      {index && (
        <header className="margin-bottom--lg">
          <Heading as="h1">{index.blogTitle}</Heading>
        </header>
      )}
      <BlogPostItems {...props} />
    </>
  );
}
