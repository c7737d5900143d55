import type { Navbar } from "@docusaurus/theme-common";
import { github } from "./site";

export const navbar = {
  title: "React Native Teleport",
  hideOnScroll: true,
  logo: {
    alt: "React Native Teleport logo",
    src: "img/logo.svg",
    width: 32,
    height: 32,
  },
  items: [
    {
      type: "docSidebar",
      sidebarId: "tutorialSidebar",
      position: "left",
      label: "Guides",
    },
    { to: "/docs/category/api-reference", label: "API", position: "left" },
    { to: "/blog", label: "Blog", position: "left" },
    { type: "docsVersionDropdown", position: "right" },
    { href: github.exampleApp, label: "Example App", position: "right" },
    {
      type: "custom-iconLink",
      position: "right",
      href: github.repository,
      label: "GitHub",
      icon: "github",
    },
  ],
} satisfies Navbar;
