// Just enough of React Native for a docs sample to render in a browser: a
// View is a div with the layout React Native gives every view by default (as
// react-native-web does), and StyleSheet.create returns its input, as on the
// web. Used by tests that lay a sample out next to the package's web build.
import { createElement, type CSSProperties, type ReactNode } from "react";

type Style = CSSProperties | null | undefined | false | Style[];

const viewDefaults: CSSProperties = {
  display: "flex",
  flexDirection: "column",
  alignItems: "stretch",
  position: "relative",
  flexShrink: 0,
  minWidth: 0,
  minHeight: 0,
  boxSizing: "border-box",
};

function flatten(style: Style): CSSProperties {
  if (Array.isArray(style)) return Object.assign({}, ...style.map(flatten));
  return style || {};
}

export const StyleSheet = {
  create: <T,>(styles: T): T => styles,
  flatten,
};

export function View({
  style,
  testID,
  children,
}: {
  style?: Style;
  testID?: string;
  children?: ReactNode;
}) {
  return createElement(
    "div",
    { "data-testid": testID, style: { ...viewDefaults, ...flatten(style) } },
    children,
  );
}
