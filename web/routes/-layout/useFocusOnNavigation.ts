import { useRouter } from "@tanstack/react-router";
import { useEffect } from "react";

/** The element around every page's content: the skip link's target, and where new pages are looked for. */
export const CONTENT_ID = "conteudo";

/** How long a new page may take to show its heading (its data loading) before focus stops waiting for it. */
const HEADING_WAIT_MS = 10_000;

/**
 * On each client-side change of page (not the first load, not a new query string on the same page),
 * focus moves to the new page's main heading, so screen readers announce it and Tab starts there,
 * instead of falling to <body> when the link that was clicked goes away. A page that has already
 * put focus somewhere of its own (a field) keeps it.
 */
export function useFocusOnNavigation() {
  const router = useRouter();
  useEffect(() => {
    let cancel: (() => void) | undefined;
    let before: Element | null = null;
    const unsubscribeBefore = router.subscribe("onBeforeNavigate", (event) => {
      if (event.fromLocation && event.pathChanged) before = document.activeElement;
    });
    const unsubscribeResolved = router.subscribe("onResolved", (event) => {
      if (!event.fromLocation || !event.pathChanged) return;
      cancel?.();
      const origin = before;
      cancel = whenHeadingShows((heading) => {
        const active = document.activeElement;
        const untouched = !active || active === document.body || active === origin || !active.isConnected;
        if (!untouched && !heading.contains(active) && document.getElementById(CONTENT_ID)?.contains(active)) return;
        heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      });
    });
    return () => {
      cancel?.();
      unsubscribeBefore();
      unsubscribeResolved();
    };
  }, [router]);
}

/** Calls `then` with the page's h1 once it is in the document (a page may still be loading); returns a cancel. */
function whenHeadingShows(then: (heading: HTMLElement) => void): () => void {
  const find = () => document.getElementById(CONTENT_ID)?.querySelector<HTMLElement>("h1") ?? null;
  const found = find();
  if (found) {
    then(found);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const heading = find();
    if (!heading) return;
    stop();
    then(heading);
  });
  const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
