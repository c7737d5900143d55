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
      label: "Guides",
    },
    { to: "/docs/category/api-reference", label: "API" },
    { to: "/blog", label: "Blog" },
    { type: "docsVersionDropdown", position: "right" },
    { href: github.exampleApp, label: "Example App", position: "right" },
    // An icon (src/css/custom.css); the name comes from aria-label.
    {
      href: github.repository,
      position: "right",
      className: "navbar-github-link",
      "aria-label": "GitHub",
    },
  ],
} satisfies Navbar;
