import type { ComponentType, ReactNode } from "react";
import StaticCodeBlock from "@site/src/components/StaticCodeBlock";
import type { HighlightedSource } from "@site/src/plugins/static-code/highlight.mjs";
import Frame, { type DemoInfo } from "./Frame";
import LazyDemo from "./Lazy";

/** A demo's chunk: the example and its source, highlighted at build time. */
type DemoChunk = [{ default: ComponentType }, { default: HighlightedSource }];

/**
 * Any MDX page can name a demo (src/theme/MDXComponents.tsx), so this module
 * is all that pages without one carry.
 */
function liveDemo(info: DemoInfo, load: () => Promise<DemoChunk>) {
  const loadDemo = async () => {
    const [{ default: Example }, { default: source }] = await load();
    return {
      default: () => (
        <Frame
          {...info}
          source={
            <StaticCodeBlock
              code={source.code}
              language={source.language}
              highlighted={source.highlighted}
            />
          }
        >
          <Example />
        </Frame>
      ),
    };
  };
  return function LiveDemo(): ReactNode {
    return (
      <LazyDemo
        load={loadDemo}
        placeholder={(message) => <Frame {...info}>{message}</Frame>}
      />
    );
  };
}

// A demo's two imports share a chunk name, so they arrive as one chunk.
export const TeleportDemo = liveDemo(
  {
    kind: "teleport",
    title: "Teleport a widget between hosts",
    file: "src/examples/TeleportExample.tsx",
  },
  () =>
    Promise.all([
      import(
        /* webpackChunkName: "demo-teleport" */ "@site/src/examples/TeleportExample"
      ),
      import(
        /* webpackChunkName: "demo-teleport" */ "@site/src/examples/TeleportExample.tsx?highlight"
      ),
    ]),
);

export const PortalDemo = liveDemo(
  {
    kind: "portal",
    title: "A menu that escapes a clipped card",
    file: "src/examples/PortalExample.tsx",
  },
  () =>
    Promise.all([
      import(
        /* webpackChunkName: "demo-portal" */ "@site/src/examples/PortalExample"
      ),
      import(
        /* webpackChunkName: "demo-portal" */ "@site/src/examples/PortalExample.tsx?highlight"
      ),
    ]),
);

export const UsePortalDemo = liveDemo(
  {
    kind: "usePortal",
    title: "isHostAvailable and removePortal",
    file: "src/examples/UsePortalExample.tsx",
  },
  () =>
    Promise.all([
      import(
        /* webpackChunkName: "demo-use-portal" */ "@site/src/examples/UsePortalExample"
      ),
      import(
        /* webpackChunkName: "demo-use-portal" */ "@site/src/examples/UsePortalExample.tsx?highlight"
      ),
    ]),
);
