// Stands in for `@docsearch/react/button`: DocSearch 3 ships the button in the
// same file as the modal, so importing it would put the whole modal on every
// page. This one renders the same markup (DocSearch's CSS styles it), named by
// its visible text, with the shortcut in `aria-keyshortcuts`.
import { forwardRef, useSyncExternalStore, type ComponentProps } from "react";
import { useLocalSearchPreload } from "../client/localClient";

type Props = ComponentProps<"button"> & {
  translations?: { buttonText?: string; buttonAriaLabel?: string };
};

const platformModifier = () =>
  /(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? "Meta" : "Control";
const noChange = () => () => {};

// The theme's own handlers (in `props`) load the modal when the pointer, a
// touch or the focus reaches the button, so a reader who never searches
// downloads none of it; the local backend's engine and index start with it.
export const DocSearchButton = forwardRef<HTMLButtonElement, Props>(
  function DocSearchButton({ translations = {}, ...props }, ref) {
    const preload = useLocalSearchPreload();
    // The platform is known only in the browser: the server renders no keys.
    const modifier = useSyncExternalStore(
      noChange,
      platformModifier,
      () => null,
    );
    return (
      <button
        type="button"
        className="DocSearch DocSearch-Button"
        aria-keyshortcuts={modifier ? `${modifier}+k` : undefined}
        onMouseOverCapture={preload}
        onFocusCapture={preload}
        onTouchStartCapture={preload}
        {...props}
        ref={ref}
      >
        <span className="DocSearch-Button-Container">
          <svg
            width="20"
            height="20"
            className="DocSearch-Search-Icon"
            viewBox="0 0 20 20"
            aria-hidden="true"
          >
            <path
              d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z"
              stroke="currentColor"
              fill="none"
              fillRule="evenodd"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span className="DocSearch-Button-Placeholder">
            {translations.buttonText ?? "Search"}
          </span>
        </span>
        <span className="DocSearch-Button-Keys">
          {modifier && (
            <>
              <kbd className="DocSearch-Button-Key">
                {modifier === "Meta" ? "⌘" : "Ctrl"}
              </kbd>
              <kbd className="DocSearch-Button-Key">K</kbd>
            </>
          )}
        </span>
      </button>
    );
  },
);
