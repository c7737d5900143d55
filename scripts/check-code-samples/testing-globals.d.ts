// Types for the Jest recipe's samples, so they are checked without installing
// Jest and @testing-library/react-native into a documentation site. Every
// signature below is copied in shape from the real packages (Jest 29 globals,
// @testing-library/react-native 14.1 with its built-in matchers); only the
// members the docs use, or are likely to use, are declared. If a sample needs
// more, add the member with the real signature rather than loosening a type.

/** The `jest` object, typed by Jest's own package (installed with react-native). */
declare const jest: import("@jest/environment").Jest;

type SampleTestFn = () => void | Promise<unknown>;
declare function describe(name: string, fn: () => void): void;
declare function it(name: string, fn: SampleTestFn, timeout?: number): void;
declare function test(name: string, fn: SampleTestFn, timeout?: number): void;
declare function beforeEach(fn: SampleTestFn, timeout?: number): void;
declare function afterEach(fn: SampleTestFn, timeout?: number): void;
declare function beforeAll(fn: SampleTestFn, timeout?: number): void;
declare function afterAll(fn: SampleTestFn, timeout?: number): void;

/** Jest's core matchers plus the ones @testing-library/react-native adds. */
interface SampleMatchers<R> {
  toBe(expected: unknown): R;
  toEqual(expected: unknown): R;
  toStrictEqual(expected: unknown): R;
  toBeNull(): R;
  toBeUndefined(): R;
  toBeDefined(): R;
  toBeTruthy(): R;
  toBeFalsy(): R;
  toHaveLength(expected: number): R;
  toHaveBeenCalled(): R;
  toHaveBeenCalledTimes(expected: number): R;
  toHaveBeenCalledWith(...expected: Array<unknown>): R;
  toMatchSnapshot(hint?: string): R;
  toThrow(expected?: unknown): R;
  toBeOnTheScreen(): R;
  toBeVisible(): R;
  toHaveTextContent(
    expectedText: string | RegExp,
    options?: { exact?: boolean; normalizer?: (text: string) => string },
  ): R;
  toHaveProp(name: string, expectedValue?: unknown): R;
  toContainElement(
    instance: ReturnType<
      typeof import("@testing-library/react-native").screen.getByText
    > | null,
  ): R;
}

declare function expect(actual: unknown): SampleMatchers<void> & {
  not: SampleMatchers<void>;
  resolves: SampleMatchers<Promise<void>>;
  rejects: SampleMatchers<Promise<void>>;
};

declare module "@testing-library/react-native" {
  import type { ComponentType, ReactElement } from "react";

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
  type WaitForOptions = { timeout?: number; interval?: number };

  type Queries<Predicate, Options> = {
    get: (predicate: Predicate, options?: Options) => TestInstance;
    getAll: (predicate: Predicate, options?: Options) => TestInstance[];
    query: (predicate: Predicate, options?: Options) => TestInstance | null;
    queryAll: (predicate: Predicate, options?: Options) => TestInstance[];
    find: (
      predicate: Predicate,
      options?: Options & WaitForOptions,
      waitForOptions?: WaitForOptions,
    ) => Promise<TestInstance>;
    findAll: (
      predicate: Predicate,
      options?: Options & WaitForOptions,
      waitForOptions?: WaitForOptions,
    ) => Promise<TestInstance[]>;
  };
  type TextQueries = Queries<TextMatch, ByTextOptions>;
  type RoleQueries = Queries<TextMatch, ByRoleOptions>;

  interface BoundQueries {
    getByText: TextQueries["get"];
    getAllByText: TextQueries["getAll"];
    queryByText: TextQueries["query"];
    queryAllByText: TextQueries["queryAll"];
    findByText: TextQueries["find"];
    findAllByText: TextQueries["findAll"];
    getByTestId: TextQueries["get"];
    getAllByTestId: TextQueries["getAll"];
    queryByTestId: TextQueries["query"];
    queryAllByTestId: TextQueries["queryAll"];
    findByTestId: TextQueries["find"];
    findAllByTestId: TextQueries["findAll"];
    getByRole: RoleQueries["get"];
    getAllByRole: RoleQueries["getAll"];
    queryByRole: RoleQueries["query"];
    queryAllByRole: RoleQueries["queryAll"];
    findByRole: RoleQueries["find"];
    findAllByRole: RoleQueries["findAll"];
    getByLabelText: TextQueries["get"];
    queryByLabelText: TextQueries["query"];
  }

  type JsonElement = {
    type: string;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the real type is Record<string, any>
    props: Record<string, any>;
    children: Array<JsonElement | string> | null;
  };

  export interface RenderOptions {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the real option is ComponentType<any>
    wrapper?: ComponentType<any>;
  }

  export interface RenderResult extends BoundQueries {
    rerender: (component: ReactElement) => Promise<void>;
    unmount: () => Promise<void>;
    toJSON: () => JsonElement | null;
    debug: (options?: { message?: string }) => void;
    readonly container: TestInstance;
    readonly root: TestInstance | null;
  }

  export function render<T>(
    element: ReactElement<T>,
    options?: RenderOptions,
  ): Promise<RenderResult>;
  export const screen: RenderResult;
  export function within(instance: TestInstance): BoundQueries;
  export function act<T>(callback: () => T | Promise<T>): Promise<T>;
  export function waitFor<T>(
    expectation: () => T,
    options?: WaitForOptions,
  ): Promise<T>;
  export function cleanup(): Promise<void>;

  export const fireEvent: {
    (
      instance: TestInstance,
      eventType: string,
      ...data: unknown[]
    ): Promise<undefined>;
    press: (
      instance: TestInstance,
      eventProps?: Record<string, unknown>,
    ) => Promise<void>;
    changeText: (instance: TestInstance, text: string) => Promise<undefined>;
  };

  export const userEvent: {
    setup: (options?: {
      delay?: number;
      advanceTimers?: (delay: number) => Promise<void> | void;
    }) => {
      press: (instance: TestInstance) => Promise<void>;
      type: (instance: TestInstance, text: string) => Promise<void>;
    };
    press: (instance: TestInstance) => Promise<void>;
    type: (instance: TestInstance, text: string) => Promise<void>;
  };
}
