import { useCallback, type RefObject } from 'react';

/**
 * A ref for an element that may leave the page while it holds keyboard focus: a button whose job
 * is done ("Mark all as read" once nothing is unread), an error's Retry once the data came, a row
 * that a refresh pushed out. Browsers then drop focus to the page's body, out of the panel it was
 * in: a modal's Escape no longer reaches it, and the next Tab starts from the top of the page.
 * Here focus moves to `fallback` instead (focusable, e.g. a heading with tabIndex -1).
 *
 * It acts only when the element is really gone and focus is on the body: a ref merely attached
 * again on a re-render, or focus already sent elsewhere (a closing dialog gives it back to its
 * opener), is left alone.
 */
export function useKeepFocus(fallback: RefObject<HTMLElement | null>) {
  return useCallback(
    (node: HTMLElement | null) => {
      if (!node) return;
      return () => {
        const doc = node.ownerDocument;
        if (!node.contains(doc.activeElement)) return;
        // React detaches refs before it removes the element: look once the commit is over, which
        // is still before the browser handles the next key press.
        queueMicrotask(() => {
          const active = doc.activeElement;
          if (node.isConnected || (active !== null && active !== doc.body)) return;
          fallback.current?.focus();
        });
      };
    },
    [fallback],
  );
}
