// Points every page's link preview at the card the social-cards plugin draws for its route (the stock metadata only knows one site-wide image).
import type { ReactNode } from "react";
import Head from "@docusaurus/Head";
import { useLocation } from "@docusaurus/router";
import useDocusaurusContext from "@docusaurus/useDocusaurusContext";
import SiteMetadata from "@theme-original/SiteMetadata";
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  socialCardPath,
} from "@site/src/plugins/social-cards/paths";

export default function SiteMetadataWrapper(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const { pathname } = useLocation();
  const image = `${siteConfig.url}${siteConfig.baseUrl}${socialCardPath(pathname, siteConfig.baseUrl)}`;
  const alt = `${siteConfig.title}: the title and summary of this page`;
  return (
    <>
      <SiteMetadata />
      <Head>
        <meta property="og:image" content={image} />
        <meta property="og:image:type" content="image/png" />
        <meta property="og:image:width" content={String(CARD_WIDTH)} />
        <meta property="og:image:height" content={String(CARD_HEIGHT)} />
        <meta property="og:image:alt" content={alt} />
        <meta name="twitter:image" content={image} />
        <meta name="twitter:image:alt" content={alt} />
      </Head>
    </>
  );
}
