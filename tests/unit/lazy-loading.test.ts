// "A lazy-loaded component requires a loading component": Docusaurus loads
// every route's component with react-loadable (its own fork, which the
// client's ComponentCreator calls); the site's own live samples use
// React.lazy inside Suspense with a placeholder (src/components/LiveSample).
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";

// The copy Docusaurus's client imports, a dependency of its core.
const fromCore = createRequire(
  createRequire(import.meta.url).resolve("@docusaurus/core/package.json"),
);
const Loadable = fromCore("react-loadable") as (options: {
  loader: () => Promise<unknown>;
  loading?: () => null;
}) => unknown;

const loader = () => Promise.resolve({ default: () => null });

test("a lazy-loaded component without a loading component is an error; with one it is accepted", () => {
  assert.throws(() => Loadable({ loader }), {
    message: "react-loadable requires a `loading` component",
  });
  assert.equal(typeof Loadable({ loader, loading: () => null }), "function");
});
