import type { ReactNode } from "react";
import clsx from "clsx";
import Link from "@docusaurus/Link";
import useDocusaurusContext from "@docusaurus/useDocusaurusContext";
import Layout from "@theme/Layout";
import Heading from "@theme/Heading";
import MDXContent from "@theme/MDXContent";
// An MDX partial rather than a string, so scripts/check-code-samples type-checks it like the docs.
import HomeSample from "./_home-sample.mdx";
// The teleport guide's live sample, from the partial the guide shows it from.
import TeleportDemo from "@site/docs/guides/_teleport-demo.mdx";
import styles from "./index.module.css";

const features = [
  {
    title: "The real view moves",
    body: "Portal content is your native view, or DOM node on the web, attached to a new parent. Nothing is copied or created again on the way.",
  },
  {
    title: "Context and state stay",
    body: "Children keep their place in the React tree, so theme, navigation, translations and local state are exactly what they were where you wrote them.",
  },
  {
    title: "Teleport while it runs",
    body: "Change a portal's hostName and the mounted view travels to another host: a video keeps playing, an input keeps its text, a list keeps its scroll position.",
  },
  {
    title: "iOS, Android and web",
    body: "Fabric components on the New Architecture, DOM nodes in the browser. No runtime dependencies, and TypeScript types in the box.",
  },
];

export default function Home(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  return (
    <Layout
      title="Native portals for React Native"
      description={siteConfig.tagline}
    >
      <main>
        <header className={styles.hero}>
          <div className="container">
            <p className={styles.eyebrow}>{siteConfig.title}</p>
            <Heading as="h1" className={styles.title}>
              Native portals for React Native
            </Heading>
            <div className={styles.tagline}>
              <p>
                Draw any part of your UI somewhere else on screen, or move it
                there while it runs. The real native view is re-parented, so
                context, state and playback come along.
              </p>
            </div>
            <div className={styles.actions}>
              <Link
                className="button button--primary button--lg"
                to="/docs/intro"
              >
                Get started
              </Link>
              <Link
                className="button button--secondary button--lg"
                to="/docs/guides/teleport"
              >
                See teleport in action
              </Link>
            </div>
          </div>
        </header>
        <section
          className={clsx("container", styles.tryIt)}
          aria-labelledby="try-it"
        >
          <Heading as="h2" id="try-it">
            Try it
          </Heading>
          <p>
            The widget below runs react-native-teleport in this page. Type a
            note, add to its count, then send it to the list row, the side panel
            or the player and bring it home: the note and the count come along,
            and it is mounted only once.
          </p>
          <p>
            Nothing is rendered twice. One <code>Portal</code> changes its{" "}
            <code>hostName</code>, and the library moves the widget&apos;s node
            into the matching <code>PortalHost</code>. On iOS and Android the
            same happens to the native view.
          </p>
          <MDXContent>
            <TeleportDemo />
          </MDXContent>
        </section>
        <section className={styles.features} aria-label="Features">
          <div className="container">
            <div className="row">
              {features.map(({ title, body }) => (
                <div key={title} className={`col col--3 ${styles.feature}`}>
                  <Heading as="h2" className={styles.featureTitle}>
                    {title}
                  </Heading>
                  <p>{body}</p>
                </div>
              ))}
            </div>
          </div>
        </section>
        <section className={styles.sample} aria-labelledby="home-sample">
          <div className="container">
            <div className="row">
              <div className="col col--4">
                <Heading as="h2" id="home-sample">
                  A mini player in a few lines
                </Heading>
                <p>
                  Wrap the app in <code>PortalProvider</code>, place a{" "}
                  <code>PortalHost</code> where content should appear, and give
                  a <code>Portal</code> its <code>hostName</code>. Change that
                  name later and the same mounted view moves, without starting
                  over.
                </p>
                <Link
                  className="button button--primary"
                  to="/docs/installation"
                >
                  Install it
                </Link>
              </div>
              <div className="col col--8">
                {/* MDXContent supplies the theme's code block (title, highlighting, copy button). */}
                <MDXContent>
                  <HomeSample />
                </MDXContent>
              </div>
            </div>
          </div>
        </section>
      </main>
    </Layout>
  );
}
