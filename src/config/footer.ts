import type { Footer } from "@docusaurus/theme-common";
import { github, social } from "./site";

export const footer = {
  style: "dark",
  logo: {
    alt: "React Native Teleport logo",
    src: "img/logo.svg",
    width: 48,
    height: 48,
    href: "/",
  },
  links: [
    {
      title: "Docs",
      items: [
        { label: "Guides", to: "/docs/category/guides" },
        { label: "Recipes", to: "/docs/category/recipes" },
        { label: "API", to: "/docs/category/api-reference" },
      ],
    },
    {
      title: "Community",
      items: [
        { label: "GitHub discussions", href: github.discussions },
        { label: "X", href: social.x },
      ],
    },
    {
      title: "More",
      items: [
        { label: "Blog", to: "/blog" },
        { label: "GitHub", href: github.repository },
      ],
    },
  ],
  copyright: `Copyright © ${new Date().getFullYear()} Kirill Zyusko. Built with Docusaurus.`,
} satisfies Footer;
