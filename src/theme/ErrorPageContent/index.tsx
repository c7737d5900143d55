// Wraps the stock crash screen in an alert whose heading takes focus, telling keyboard and screen-reader users what happened; its words are in i18n/en/code.json.
import { useEffect, useRef, type ReactNode } from "react";
import ErrorPageContent from "@theme-original/ErrorPageContent";
import type { Props } from "@theme/Error";

export default function ErrorPageContentWrapper(props: Props): ReactNode {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const heading = alert.current?.querySelector("h1");
    heading?.setAttribute("tabindex", "-1");
    heading?.focus();
  }, []);
  return (
    <div role="alert" ref={alert}>
      <ErrorPageContent {...props} />
    </div>
  );
}
