// The editor of a live sample, loaded only when the reader presses Edit:
// CodeMirror with TypeScript and JSX, runs each edit once typing pauses.
// Tab is left to the page (CodeMirror traps it only if asked), Escape leaves.
import { use, useEffect, useRef, type ReactNode } from "react";
import type { ComponentType } from "react";
import { defaultKeymap, history, historyKeymap } from "@codemirror/commands";
import { javascript } from "@codemirror/lang-javascript";
import {
  defaultHighlightStyle,
  syntaxHighlighting,
} from "@codemirror/language";
import { oneDark } from "@codemirror/theme-one-dark";
import { EditorView, keymap } from "@codemirror/view";
import { useColorMode } from "@docusaurus/theme-common";
import { evaluate, type SampleModule } from "./evaluate";
import styles from "./styles.module.css";

/** How long typing pauses before the edit runs. */
const PAUSE_MS = 300;

export default function Editor({
  code,
  label,
  chunk,
  onRun,
  onError,
  onLeave,
}: {
  /** The code to start from: the page's. */
  code: string;
  label: string;
  /** The sample's chunk: it lends the edit the page's blocks. */
  chunk: Promise<SampleModule>;
  onRun: (component: ComponentType) => void;
  onError: (error: Error) => void;
  /** Escape pressed: the focus goes back to the sample's controls. */
  onLeave: () => void;
}): ReactNode {
  const { siblings } = use(chunk);
  const parent = useRef<HTMLDivElement>(null);
  const dark = useColorMode().colorMode === "dark";
  // Latest callbacks, read when an edit runs, so the editor is created once.
  const handlers = useRef({ onRun, onError, onLeave });
  useEffect(() => {
    handlers.current = { onRun, onError, onLeave };
  });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = (text: string) =>
      evaluate(text, siblings).then(
        (component) => handlers.current.onRun(component),
        (error: Error) => handlers.current.onError(error),
      );
    const view = new EditorView({
      parent: parent.current!,
      doc: code,
      extensions: [
        history(),
        keymap.of([
          {
            key: "Escape",
            run: () => (handlers.current.onLeave(), true),
          },
          ...defaultKeymap,
          ...historyKeymap,
        ]),
        javascript({ jsx: true, typescript: true }),
        dark ? oneDark : syntaxHighlighting(defaultHighlightStyle),
        EditorView.contentAttributes.of({ "aria-label": label }),
        EditorView.updateListener.of((update) => {
          if (!update.docChanged) return;
          clearTimeout(timer);
          timer = setTimeout(() => run(update.state.doc.toString()), PAUSE_MS);
        }),
      ],
    });
    view.focus();
    return () => {
      clearTimeout(timer);
      view.destroy();
    };
  }, [code, label, siblings, dark]);

  return <div ref={parent} className={styles.editor} />;
}
