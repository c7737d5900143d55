// Runs a reader's edit of a live sample: sucrase turns it into a CommonJS
// body (keeping every line where it was), which runs as a blob: script, the
// one source the Content-Security-Policy adds on pages with live samples
// (src/plugins/csp/policy.ts). Imports resolve to the page's own modules, so
// an edit shares React, the library and the provider with the page.
import type { ComponentType } from "react";
import * as React from "react";
import * as jsxRuntime from "react/jsx-runtime";
import * as ReactNative from "react-native";
import * as Teleport from "react-native-teleport";
import { transform } from "sucrase";

/** A sample's chunk (src/plugins/live-samples): its code as a module, and the page's blocks it imports. */
export type SampleModule = {
  main: { default?: ComponentType };
  siblings: Record<string, unknown>;
};

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
export async function evaluate(
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
