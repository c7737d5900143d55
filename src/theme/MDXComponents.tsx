// Registers the live demos once, so any MDX page can show one without an import.
import type { MDXComponentsObject } from "@theme/MDXComponents";
import MDXComponents from "@theme-original/MDXComponents";
import {
  PortalDemo,
  PreloadDemo,
  TeleportDemo,
  UsePortalDemo,
} from "@site/src/components/LiveDemo";

const components: MDXComponentsObject = {
  ...MDXComponents,
  PortalDemo,
  PreloadDemo,
  TeleportDemo,
  UsePortalDemo,
};

export default components;
