// Stands in for `@docsearch/react/useDocSearchKeyboardEvents` (see ./Button.tsx
// for why): Ctrl/⌘+K toggles the modal, "/" opens it unless the reader is
// typing in a field, Escape closes it, and a letter typed on the focused
// button opens it with that letter as the query. Opening also starts loading
// the local backend's engine and index, as pointing at the button does.
import { useEffect, type RefObject } from "react";
import { useLocalSearchPreload } from "../client/localClient";

type Options = {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  onInput?: (event: KeyboardEvent) => void;
  searchButtonRef?: RefObject<HTMLButtonElement | null>;
};

const isTyping = ({ target }: KeyboardEvent) =>
  (target as HTMLElement).isContentEditable ||
  ["INPUT", "SELECT", "TEXTAREA"].includes((target as HTMLElement).tagName);

export function useDocSearchKeyboardEvents({
  isOpen,
  onOpen,
  onClose,
  onInput,
  searchButtonRef,
}: Options): void {
  const preload = useLocalSearchPreload();
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const toggle =
        (event.code === "Escape" && isOpen) ||
        (event.key?.toLowerCase() === "k" &&
          (event.metaKey || event.ctrlKey)) ||
        (event.key === "/" && !isOpen && !isTyping(event));
      if (toggle) {
        event.preventDefault();
        if (isOpen) onClose();
        else if (!document.body.classList.contains("DocSearch--active")) {
          onOpen();
          preload?.();
        }
        return;
      }
      if (
        onInput &&
        searchButtonRef?.current === document.activeElement &&
        /^[a-zA-Z0-9]$/.test(event.key)
      )
        onInput(event);
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, searchButtonRef, preload]);
}
