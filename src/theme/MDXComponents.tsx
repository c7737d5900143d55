// Registers the live demos once, so any MDX page can show one without an import.
import type { MDXComponentsObject } from "@theme/MDXComponents";
import MDXComponents from "@theme-original/MDXComponents";
import {
  PortalDemo,
  TeleportDemo,
  UsePortalDemo,
} from "@site/src/components/LiveDemo";

const components: MDXComponentsObject = {
  ...MDXComponents,
  PortalDemo,
  TeleportDemo,
  UsePortalDemo,
};

export default components;
