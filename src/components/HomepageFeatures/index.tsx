import type { ReactNode } from "react";
import Heading from "@theme/Heading";
import styles from "./styles.module.css";

type Feature = { title: string; body: string };

const features: Feature[] = [
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

export default function HomepageFeatures(): ReactNode {
  return (
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
  );
}
