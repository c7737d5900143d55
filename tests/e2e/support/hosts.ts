// Which requests leave the machine, by host: the shared fixture answers or
// blocks every one of them, so no test reaches a third party.

export const isLocal = (url: string): boolean => {
  const { hostname, protocol } = new URL(url);
  return (
    protocol === "data:" ||
    protocol === "blob:" ||
    hostname === "127.0.0.1" ||
    hostname === "localhost"
  );
};

export const isAlgolia = (url: string): boolean =>
  /(^|\.)algolia(net)?\.(net|io|com)$|algolianet\.com$/.test(
    new URL(url).hostname,
  );

/** A search (not insights) request to an Algolia host. */
export const isAlgoliaSearch = (url: string): boolean =>
  isAlgolia(url) && new URL(url).pathname.endsWith("/queries");

export const isGoogle = (url: string): boolean =>
  /(^|\.)(googletagmanager|google-analytics|google)\.com$/.test(
    new URL(url).hostname,
  );
