// Types for the Jest recipe's samples: Jest is not installed in a
// documentation site. Jest's own packages that react-native installs type
// `jest` and `test`, @testing-library/react-native its matchers;
// Jest's core matchers are copied in shape from Jest 29, only those the docs
// use. If a sample needs more, add the member with the real signature rather
// than loosening a type.

declare const jest: import("@jest/environment").Jest;
declare const test: import("@jest/types").Global.TestFrameworkGlobals["test"];

/** Jest's core matchers the docs use, plus @testing-library/react-native's own. */
type NativeMatchers<R> =
  import("@testing-library/react-native/dist/matchers/types").JestNativeMatchers<R>;

interface SampleMatchers<R> extends NativeMatchers<R> {
  toBeNull(): R;
  toHaveBeenCalledWith(...expected: Array<unknown>): R;
  toMatchSnapshot(hint?: string): R;
}

declare function expect(actual: unknown): SampleMatchers<void>;
