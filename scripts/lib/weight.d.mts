import type { Page } from "@playwright/test";

export declare const budgets: {
  firstLoadJs: number;
  total: number;
  image: number;
  searchWarmUp: number;
};

export declare function gzipSize(buffer: Buffer): number;

export type RouteWeight = {
  html: number;
  css: number;
  js: number;
  firstLoadJs: number;
  images: number;
  fonts: number;
  searchWarmUp: number;
  total: number;
  resources: Array<{ url: string; kind: string; bytes: number }>;
};

export declare function watchWeight(
  page: Page,
  origin: string,
): { untilNetworkIdle(): Promise<RouteWeight> };

export declare function overBudget(path: string, weight: RouteWeight): string[];

export declare function measureRoute(
  page: Page,
  url: string,
): Promise<RouteWeight>;

export declare function sitemapPaths(
  sitemapXml: string,
  basePath: string,
): string[];
