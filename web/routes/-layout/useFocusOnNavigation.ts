import { useRouter } from "@tanstack/react-router";
import { useEffect } from "react";

/** The element around every page's content: the skip link's target, and where new pages are looked for. */
export const CONTENT_ID = "conteudo";

/** How long a new page may take to show its heading (its data loading) before focus stops waiting for it. */
const HEADING_WAIT_MS = 10_000;
/** A page that keeps its heading element (another job on the same screen) adds none: its heading is used after this. */
const SAME_HEADING_MS = 400;

/**
 * On each client-side change of page (not the first load, not a new query string on the same page),
 * focus moves to the new page's main heading, so screen readers announce it and Tab starts there,
 * instead of falling to <body> when the link that was clicked goes away. A page that has already
 * put focus somewhere of its own (a field) keeps it.
 */
export function useFocusOnNavigation() {
  const router = useRouter();
  useEffect(() => {
    let watch: HeadingWatch | null = null;
    let fallback = 0;
    const unsubscribeBefore = router.subscribe("onBeforeNavigate", (event) => {
      if (!event.fromLocation || !event.pathChanged) return;
      watch?.stop();
      window.clearTimeout(fallback);
      watch = watchForNewHeading(document.activeElement);
    });
    const unsubscribeResolved = router.subscribe("onResolved", (event) => {
      if (!event.fromLocation || !event.pathChanged || !watch) return;
      const current = watch;
      fallback = window.setTimeout(() => current.focusCurrent(), SAME_HEADING_MS);
    });
    return () => {
      watch?.stop();
      window.clearTimeout(fallback);
      unsubscribeBefore();
      unsubscribeResolved();
    };
  }, [router]);
}

interface HeadingWatch {
  /** Focuses the heading on the page now, unless a new one has already been focused. */
  focusCurrent(): void;
  stop(): void;
}

/**
 * A menu, dialog or list box the person opened while the page loaded (the user menu, clicked before the
 * dashboard's data came): taking focus from it would close it under their pointer.
 */
const inOpenWidget = (element: Element) =>
  element.closest('[role="menu"], [role="dialog"], [role="alertdialog"], [role="listbox"]') !== null || element.getAttribute("aria-expanded") === "true";

/**
 * Watches for the new page's h1 to be added (the page may still be loading its data) and focuses it,
 * if focus is still where the navigation left it (on what was clicked, or lost to <body>).
 */
function watchForNewHeading(origin: Element | null): HeadingWatch {
  const content = () => document.getElementById(CONTENT_ID);
  let focusedHeading: HTMLElement | null = null;
  let added = false;

  const focus = (heading: HTMLElement) => {
    const active = document.activeElement;
    const untouched = !active || active === document.body || active === origin || active === focusedHeading || !active.isConnected;
    if (!untouched && (content()?.contains(active) || inOpenWidget(active))) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    focusedHeading = heading;
  };

  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) {
        if (!(node instanceof HTMLElement)) continue;
        const heading = node.matches("h1") ? node : node.querySelector("h1");
        if (heading && content()?.contains(heading)) {
          added = true;
          focus(heading);
          stop();
          return;
        }
      }
    }
  });
  const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });

  return {
    focusCurrent() {
      const heading = content()?.querySelector<HTMLElement>("h1");
      if (!added && heading) focus(heading);
    },
    stop,
  };
}
