import { useEffect, useRef, useState, type ReactNode } from "react";
import clsx from "clsx";
import useDocusaurusContext from "@docusaurus/useDocusaurusContext";
import styles from "./styles.module.css";

type Props = {
  /** The page's Markdown copy, written by the llms.txt plugin beside its HTML. */
  markdownUrl: string;
};

type Status = "idle" | "copying" | "copied" | "failed";

/** How long the confirmation stays before the button reads as before. */
const CONFIRMATION_MS = 3000;

async function copyMarkdown(url: string): Promise<void> {
  if (!navigator.clipboard) throw new Error("no clipboard access");
  const text = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.text();
  });
  // Safari lets a page write to the clipboard only during the click that asks
  // for it; a ClipboardItem holding a promise keeps that permission while the
  // file downloads. Browsers without ClipboardItem copy once it has arrived.
  if (typeof ClipboardItem === "function" && navigator.clipboard.write) {
    const blob = text.then((body) => new Blob([body], { type: "text/plain" }));
    await navigator.clipboard.write([
      new ClipboardItem({ "text/plain": blob }),
    ]);
  } else {
    await navigator.clipboard.writeText(await text);
  }
}

// The site's only locale is English: its words are written here.
const messages: Record<Status, string> = {
  idle: "",
  copying: "Copying the page…",
  copied: "Copied the page as Markdown.",
  failed:
    "Could not copy the page. Open it as Markdown and copy it from there.",
};

/** Actions on a doc page: copy its Markdown source, open it, or ask an assistant about it (a plain link: nothing loads from its host unless followed). */
export default function CopyPageMarkdown({ markdownUrl }: Props): ReactNode {
  const [status, setStatus] = useState<Status>("idle");
  const timer = useRef<number | undefined>(undefined);
  const { url } = useDocusaurusContext().siteConfig;
  const prompt = `Read ${url}${markdownUrl} and answer questions about it.`;
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    window.clearTimeout(timer.current);
    setStatus("copying");
    try {
      await copyMarkdown(markdownUrl);
      setStatus("copied");
      timer.current = window.setTimeout(
        () => setStatus("idle"),
        CONFIRMATION_MS,
      );
    } catch {
      setStatus("failed");
    }
  };

  return (
    <div role="group" aria-label="Page actions" className={styles.actions}>
      <button
        type="button"
        className={clsx("button button--secondary button--sm", styles.action)}
        onClick={copy}
        aria-busy={status === "copying"}
      >
        {status === "copied" ? "Copied" : "Copy page as Markdown"}
      </button>
      <a
        className={clsx("button button--secondary button--sm", styles.action)}
        href={markdownUrl}
        type="text/markdown"
      >
        View as Markdown
      </a>
      {Object.entries({
        ChatGPT: "https://chatgpt.com/",
        Claude: "https://claude.ai/new",
      }).map(([name, href]) => (
        <a
          key={name}
          className={clsx("button button--secondary button--sm", styles.action)}
          href={`${href}?q=${encodeURIComponent(prompt)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          Open in {name}
        </a>
      ))}
      <p
        role="status"
        className={clsx(
          "margin--none text--right",
          styles.status,
          status === "failed" && styles.statusFailed,
        )}
      >
        {messages[status]}
      </p>
    </div>
  );
}
