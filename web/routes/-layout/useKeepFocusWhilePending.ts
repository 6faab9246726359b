import { useEffect } from "react";

/** How long a control may stay disabled (its action pending) and still get focus back. */
const PENDING_LIMIT_MS = 30_000;

/**
 * A button disabled while its action runs ('Mover para', 'Salvar…') loses focus to <body>, without
 * any blur event (the browser's focus fixup). When it is enabled again and focus is still nowhere,
 * it gets focus back, so keyboard users continue from where they were.
 */
export function useKeepFocusWhilePending() {
  useEffect(() => {
    let focused: Element | null = null;
    const onFocusIn = (event: FocusEvent) => {
      focused = event.target instanceof Element ? event.target : null;
    };
    const nowhere = () => !document.activeElement || document.activeElement === document.body;

    const observer = new MutationObserver((mutations) => {
      for (const { target } of mutations) {
        if (target !== focused || !(target instanceof HTMLElement) || !target.hasAttribute("disabled")) continue;
        const control = target;
        const enabled = new MutationObserver(() => {
          if (control.hasAttribute("disabled")) return;
          stop();
          if (control.isConnected && nowhere()) control.focus({ preventScroll: true });
        });
        const timer = window.setTimeout(() => stop(), PENDING_LIMIT_MS);
        const stop = () => {
          enabled.disconnect();
          window.clearTimeout(timer);
        };
        enabled.observe(control, { attributes: true, attributeFilter: ["disabled"] });
      }
    });
    document.addEventListener("focusin", onFocusIn);
    observer.observe(document.body, { attributes: true, attributeFilter: ["disabled"], subtree: true });
    return () => {
      document.removeEventListener("focusin", onFocusIn);
      observer.disconnect();
    };
  }, []);
}
