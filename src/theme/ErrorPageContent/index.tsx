// Replaces the stock crash screen so the heading reads exactly "This page crashed" and takes focus, telling keyboard and screen-reader users what happened.
import { useEffect, useRef, type ReactNode } from "react";
import {
  ErrorBoundaryError,
  ErrorBoundaryTryAgainButton,
} from "@docusaurus/theme-common";
import Heading from "@theme/Heading";
import type { Props } from "@theme/Error";

export default function ErrorPageContent({
  error,
  tryAgain,
}: Props): ReactNode {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <main className="container margin-vert--xl">
      <div className="row">
        <div className="col col--6 col--offset-3" role="alert">
          <Heading as="h1" className="hero__title" ref={heading} tabIndex={-1}>
            This page crashed
          </Heading>
          <div className="margin-vert--md">
            <ErrorBoundaryError error={error} />
          </div>
          <ErrorBoundaryTryAgainButton
            onClick={tryAgain}
            className="button button--primary"
          />
        </div>
      </div>
    </main>
  );
}
