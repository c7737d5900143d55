// Spec lines that the shipped DocSearch 4.7.0 (with algoliasearch 5.43 inside)
// does not meet. Their tests assert the spec and are marked `test.fail` with
// the reason below: they pass while the gap is there and turn red the day it
// closes, so whoever closes it removes the mark. Listed in tests/e2e/README.md.
export const knownGaps = {
  suggestedQueries:
    "DocSearch 4.7.0 spreads its suggested queries into a plain object ({...array}), which has no length, so the No results screen never lists them.",
  retryAfter4xx:
    "algoliasearch 5.43 treats a 4xx answer as final: it does not try the next host, so the modal shows its error screen.",
  hostDownFor120s:
    "algoliasearch 5.43 keys its host-state cache by the host object including its timestamp, so a host marked down is never found again: the next query tries it first straight away.",
  clientVersion:
    "DocSearch 4.7.0 bundles the algoliasearch lite client 5.43.0; the spec's 5.19.0 is the client DocSearch 3.9 shipped.",
} as const;
