// Types for the Jest recipe's samples, so they are checked without installing
// Jest and @testing-library/react-native into a documentation site. Jest's
// own packages that react-native installs type `jest` and the test functions;
// the matchers and the testing library are copied in shape from Jest 29 and
// @testing-library/react-native 14.1, only the members the docs use. If a
// sample needs more, add the member with the real signature rather than
// loosening a type.

type JestGlobals = import("@jest/types").Global.TestFrameworkGlobals;
declare const jest: import("@jest/environment").Jest;
declare const describe: JestGlobals["describe"];
declare const it: JestGlobals["it"];
declare const test: JestGlobals["test"];
declare const beforeEach: JestGlobals["beforeEach"];
declare const afterEach: JestGlobals["afterEach"];
declare const beforeAll: JestGlobals["beforeAll"];
declare const afterAll: JestGlobals["afterAll"];

/** Jest's core matchers plus the ones @testing-library/react-native adds. */
interface SampleMatchers<R> {
  toBe(expected: unknown): R;
  toEqual(expected: unknown): R;
  toBeNull(): R;
  toHaveBeenCalledWith(...expected: Array<unknown>): R;
  toMatchSnapshot(hint?: string): R;
  toHaveTextContent(
    expectedText: string | RegExp,
    options?: { exact?: boolean; normalizer?: (text: string) => string },
  ): R;
  toHaveProp(name: string, expectedValue?: unknown): R;
}

declare function expect(actual: unknown): SampleMatchers<void> & {
  not: SampleMatchers<void>;
};

declare module "@testing-library/react-native" {
  import type { ReactElement } from "react";

  // Only names the real package exports are exported; helper types stay private.
  export {};

  /** test-renderer's host element (`TestInstance` in test-renderer 1.x); not exported by the library. */
  interface TestInstance {
    readonly type: string;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the real type is Record<string, any>
    readonly props: Record<string, any>;
    readonly parent: TestInstance | null;
    readonly children: Array<TestInstance | string>;
  }

  type TextMatch = string | RegExp;
  type TextMatchOptions = {
    exact?: boolean;
    normalizer?: (textToNormalize: string) => string;
  };
  type CommonQueryOptions = {
    includeHiddenElements?: boolean;
    hidden?: boolean;
  };
  type ByTextOptions = CommonQueryOptions & TextMatchOptions;
  type ByRoleOptions = CommonQueryOptions & { name?: TextMatch };

  type JsonElement = {
    type: string;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the real type is Record<string, any>
    props: Record<string, any>;
    children: Array<JsonElement | string> | null;
  };

  export interface RenderResult {
    getByText: (text: TextMatch, options?: ByTextOptions) => TestInstance;
    getByTestId: (testId: TextMatch, options?: ByTextOptions) => TestInstance;
    getByRole: (role: TextMatch, options?: ByRoleOptions) => TestInstance;
    queryByRole: (
      role: TextMatch,
      options?: ByRoleOptions,
    ) => TestInstance | null;
    toJSON: () => JsonElement | null;
  }

  export function render<T>(element: ReactElement<T>): Promise<RenderResult>;
  export const screen: RenderResult;

  export const fireEvent: {
    press: (
      instance: TestInstance,
      eventProps?: Record<string, unknown>,
    ) => Promise<void>;
  };
}
