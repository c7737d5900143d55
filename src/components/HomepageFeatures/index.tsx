import type { ReactNode } from "react";
import Heading from "@theme/Heading";
import styles from "./styles.module.css";

type Feature = { title: string; body: string };

const features: Feature[] = [
  {
    title: "The real view moves",
    body: "Portal content is the native view (or DOM node) itself, re-parented into a host. Nothing is re-created on the way.",
  },
  {
    title: "Context and state stay",
    body: "Children keep their place in the React tree, so theme, navigation and local state are exactly what they were.",
  },
  {
    title: "Teleport at run time",
    body: "Change a portal's hostName and the mounted view travels to another host: video keeps playing, inputs keep their text.",
  },
];

export default function HomepageFeatures(): ReactNode {
  return (
    <section className={styles.features} aria-label="Features">
      <div className="container">
        <div className="row">
          {features.map(({ title, body }) => (
            <div key={title} className="col col--4">
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
