// A copy of the stock archive, as no prop or sub-component reaches its markup: headings step h1 → h2 (the stock jumps to <h3>) and the hero sits inside <main> (the stock's is a second banner landmark beside the announcement bar).
import type { ReactNode } from "react";
import Link from "@docusaurus/Link";
import { useDateTimeFormat } from "@docusaurus/theme-common/internal";
import Heading from "@theme/Heading";
import Layout from "@theme/Layout";
import type { ArchiveBlogPost, Props } from "@theme/BlogArchivePage";

export default function BlogArchivePage({ archive }: Props): ReactNode {
  const date = useDateTimeFormat({
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  });
  const years = new Map<string, ArchiveBlogPost[]>();
  for (const post of archive.blogPosts) {
    const year = post.metadata.date.split("-")[0];
    years.set(year, [post, ...(years.get(year) ?? [])]);
  }
  return (
    <Layout title="Archive" description="Archive">
      <main>
        <header className="hero hero--primary">
          <div className="container">
            <Heading as="h1" className="hero__title">
              Archive
            </Heading>
            <p className="hero__subtitle">Archive</p>
          </div>
        </header>
        <section className="container margin-vert--lg">
          <div className="row">
            {[...years].map(([year, posts]) => (
              <div key={year} className="col col--4 margin-vert--lg">
                <Heading as="h2" id={year}>
                  {year}
                </Heading>
                <ul>
                  {posts.map(({ metadata }) => (
                    <li key={metadata.permalink}>
                      <Link to={metadata.permalink}>
                        {date.format(new Date(metadata.date))} -{" "}
                        {metadata.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </section>
      </main>
    </Layout>
  );
}
