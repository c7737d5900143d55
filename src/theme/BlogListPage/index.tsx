// Wraps the stock blog index so it gets the page's <h1>, which ../BlogPostItems puts above the posts: the stock list starts at the posts' <h2>s.
import { createContext, type ReactNode } from "react";
import BlogListPage from "@theme-original/BlogListPage";
import type { Props } from "@theme/BlogListPage";

/** The blog index's metadata; null on the other lists of posts (a tag's, an author's), which have their own <h1>. */
export const BlogIndex = createContext<Props["metadata"] | null>(null);

export default function BlogListPageWrapper(props: Props): ReactNode {
  return (
    <BlogIndex.Provider value={props.metadata}>
      <BlogListPage {...props} />
    </BlogIndex.Provider>
  );
}
