// The editor of a live sample, loaded only when the reader presses Edit:
// CodeMirror with TypeScript and JSX; Tab is left to the page (CodeMirror
// traps it only if asked), Escape leaves. Once typing pauses, sucrase turns
// the edit into a CommonJS body (keeping every line where it was), which runs
// as a blob: script, the one source the Content-Security-Policy adds on pages
// with live samples (src/plugins/csp/policy.ts). Its imports are the page's
// own modules, so an edit shares React, the library and the provider.
import * as React from "react";
import {
  use,
  useEffect,
  useEffectEvent,
  useRef,
  type ComponentType,
  type ReactNode,
} from "react";
import * as jsxRuntime from "react/jsx-runtime";
import * as ReactNative from "react-native";
import * as Teleport from "react-native-teleport";
import { transform } from "sucrase";
import { defaultKeymap, history, historyKeymap } from "@codemirror/commands";
import { javascript } from "@codemirror/lang-javascript";
import {
  defaultHighlightStyle,
  syntaxHighlighting,
} from "@codemirror/language";
import { oneDark } from "@codemirror/theme-one-dark";
import { EditorView, keymap } from "@codemirror/view";
import { useColorMode } from "@docusaurus/theme-common";
import type { SampleModule } from "@generated/live-samples/default/registry.js";
import styles from "./styles.module.css";

const packages: Record<string, unknown> = {
  react: React,
  "react/jsx-runtime": jsxRuntime,
  "react-native": ReactNative,
  "react-native-teleport": Teleport,
};

/** An error of the reader's code, named by its line when known. */
const sampleError = (message: string, line?: number) =>
  new Error(line ? `Line ${line}: ${message}` : message);

let runs = 0;

/** The component an edit exports as default, or a SampleError. */
async function evaluate(
  code: string,
  siblings: SampleModule["siblings"],
): Promise<ComponentType> {
  let body: string;
  try {
    body = transform(code, {
      transforms: ["typescript", "jsx", "imports"],
      jsxRuntime: "automatic",
      production: true,
    }).code;
  } catch (error) {
    // Sucrase names the position of what it could not read.
    const { message, pos } = error as Error & { pos?: number };
    const line =
      pos === undefined ? undefined : code.slice(0, pos).split("\n").length;
    throw sampleError(message.replace(/ \(\d+:\d+\)$/, ""), line);
  }
  const name = `liveSample${runs++}`;
  const scope = window as unknown as Record<string, unknown>;
  // The wrapper stays on the first line, so the script's lines are the sample's.
  const url = URL.createObjectURL(
    new Blob([`window.${name} = function (require, exports) {${body}\n};`], {
      type: "text/javascript",
    }),
  );
  let parseError: ErrorEvent | undefined;
  const onError = (event: ErrorEvent) => {
    if (event.filename === url) parseError = event;
  };
  const script = document.createElement("script");
  script.src = url;
  window.addEventListener("error", onError);
  try {
    await new Promise((resolve, reject) => {
      script.onload = resolve;
      script.onerror = () => reject(sampleError("The edit could not run."));
      document.head.append(script);
    });
  } finally {
    window.removeEventListener("error", onError);
    script.remove();
    URL.revokeObjectURL(url);
  }
  if (parseError) throw sampleError(parseError.message, parseError.lineno);
  const factory = scope[name] as (
    require: (id: string) => unknown,
    exports: { default?: unknown },
  ) => void;
  delete scope[name];
  const exports: { default?: unknown } = {};
  // A throw here keeps its stack, whose blob: frame names the line.
  factory((id) => {
    const found = packages[id] ?? siblings[id];
    if (!found) throw new Error(`"${id}" cannot be imported here`);
    return found;
  }, exports);
  if (typeof exports.default !== "function")
    throw sampleError("The sample must export its component as default.");
  return exports.default as ComponentType;
}

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
  // The latest callbacks, so the editor is created once.
  const run = useEffectEvent((text: string) =>
    evaluate(text, siblings).then(onRun, onError),
  );
  const leave = useEffectEvent(onLeave);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const view = new EditorView({
      parent: parent.current!,
      doc: code,
      extensions: [
        history(),
        keymap.of([
          {
            key: "Escape",
            run: () => (leave(), true),
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
          // Runs once typing pauses.
          timer = setTimeout(() => run(update.state.doc.toString()), 300);
        }),
      ],
    });
    view.focus();
    return () => {
      clearTimeout(timer);
      view.destroy();
    };
  }, [code, label, dark]);

  return <div ref={parent} className={styles.editor} />;
}
