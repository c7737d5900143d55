import type { ReactNode } from "react";
import Link from "@docusaurus/Link";
import useDocusaurusContext from "@docusaurus/useDocusaurusContext";
import Layout from "@theme/Layout";
import Heading from "@theme/Heading";
import HomepageFeatures from "@site/src/components/HomepageFeatures";
import { TeleportDemo } from "@site/src/components/LiveDemo";
import styles from "./index.module.css";

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
            <Heading as="h1" className={styles.title}>
              {siteConfig.title}
            </Heading>
            <p className={styles.tagline}>{siteConfig.tagline}</p>
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
          className="container padding-vert--lg"
          aria-labelledby="try-it"
        >
          <Heading as="h2" id="try-it">
            Try it
          </Heading>
          <p>
            This widget runs react-native-teleport in the page: move it between
            hosts and its note and count travel with it.
          </p>
          <TeleportDemo />
        </section>
        <HomepageFeatures />
      </main>
    </Layout>
  );
}
