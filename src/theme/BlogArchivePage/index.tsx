// Replaces the stock archive so headings step h1 → h2 and the hero sits inside <main>: the stock page jumps to <h3> and its hero is a second banner landmark beside the announcement bar.
import type { ReactNode } from "react";
import Link from "@docusaurus/Link";
import { translate } from "@docusaurus/Translate";
import { PageMetadata } from "@docusaurus/theme-common";
import { useDateTimeFormat } from "@docusaurus/theme-common/internal";
import Heading from "@theme/Heading";
import Layout from "@theme/Layout";
import type { ArchiveBlogPost, Props } from "@theme/BlogArchivePage";

type YearPosts = { year: string; posts: ArchiveBlogPost[] };

function postsByYear(blogPosts: readonly ArchiveBlogPost[]): YearPosts[] {
  const years = new Map<string, ArchiveBlogPost[]>();
  for (const post of blogPosts) {
    const year = post.metadata.date.split("-")[0];
    years.set(year, [post, ...(years.get(year) ?? [])]);
  }
  return [...years].map(([year, posts]) => ({ year, posts }));
}

function Year({ year, posts }: YearPosts): ReactNode {
  const dateTimeFormat = useDateTimeFormat({
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  });
  return (
    <div className="col col--4 margin-vert--lg">
      <Heading as="h2" id={year}>
        {year}
      </Heading>
      <ul>
        {posts.map(({ metadata }) => (
          <li key={metadata.permalink}>
            <Link to={metadata.permalink}>
              {dateTimeFormat.format(new Date(metadata.date))} -{" "}
              {metadata.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function BlogArchivePage({ archive }: Props): ReactNode {
  const title = translate({
    id: "theme.blog.archive.title",
    message: "Archive",
    description: "The page & hero title of the blog archive page",
  });
  const description = translate({
    id: "theme.blog.archive.description",
    message: "Archive",
    description: "The page & hero description of the blog archive page",
  });
  const years = postsByYear(archive.blogPosts);
  return (
    <>
      <PageMetadata title={title} description={description} />
      <Layout>
        <main>
          <header className="hero hero--primary">
            <div className="container">
              <Heading as="h1" className="hero__title">
                {title}
              </Heading>
              <p className="hero__subtitle">{description}</p>
            </div>
          </header>
          {years.length > 0 && (
            <section className="margin-vert--lg">
              <div className="container">
                <div className="row">
                  {years.map((props) => (
                    <Year key={props.year} {...props} />
                  ))}
                </div>
              </div>
            </section>
          )}
        </main>
      </Layout>
    </>
  );
}
