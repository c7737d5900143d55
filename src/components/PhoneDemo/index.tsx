import type { ReactNode } from "react";
import LazyDemo from "@site/src/components/LiveDemo/Lazy";
import PhoneFrame from "./Frame";
import styles from "./styles.module.css";

/** The home page's demo: react-native-teleport running a small video app in a phone. */
export default function PhoneDemo(): ReactNode {
  return (
    <LazyDemo
      load={() => import(/* webpackChunkName: "demo-home" */ "./MiniPlayer")}
      placeholder={(message) => (
        <PhoneFrame
          readout={<p className={styles.readoutLine}>Starting the demo…</p>}
        >
          {message}
        </PhoneFrame>
      )}
    />
  );
}
