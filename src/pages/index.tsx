import type { ReactNode } from "react";
import Link from "@docusaurus/Link";
import useDocusaurusContext from "@docusaurus/useDocusaurusContext";
import Layout from "@theme/Layout";
import Heading from "@theme/Heading";
import HomepageFeatures from "@site/src/components/HomepageFeatures";
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
        <HomepageFeatures />
      </main>
    </Layout>
  );
}
