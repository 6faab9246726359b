import { useEffect } from "react";
import { CONTENT_ID } from "./useFocusOnNavigation.ts";

/** How long a control may stay disabled (its action pending) and still get focus back. */
const PENDING_LIMIT_MS = 30_000;
/** Radix gives focus back to a dialog's trigger a moment after the dialog goes: rescue only after that. */
const SETTLE_MS = 80;

const nowhere = () => !document.activeElement || document.activeElement === document.body;

/**
 * Keeps keyboard users from being sent back to the top of the page when focus is lost, which the
 * browser does without any event:
 * - a button disabled while its action runs ('Salvar…') gets focus back when it is enabled again;
 * - when the focused element goes away (the 'Responder' of an interest just answered, a dialog whose
 *   trigger went with it), the page's main heading takes focus, so Tab continues from the content.
 */
export function useFocusRescue() {
  useEffect(() => {
    let focused: Element | null = null;
    let rescue = 0;
    const onFocusIn = (event: FocusEvent) => {
      focused = event.target instanceof Element ? event.target : null;
    };

    const disabled = new MutationObserver((mutations) => {
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

    const removed = new MutationObserver(() => {
      if (!focused || focused.isConnected) return;
      focused = null;
      window.clearTimeout(rescue);
      rescue = window.setTimeout(() => {
        const heading = document.getElementById(CONTENT_ID)?.querySelector<HTMLElement>("h1");
        if (!heading || !nowhere()) return;
        heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }, SETTLE_MS);
    });

    document.addEventListener("focusin", onFocusIn);
    disabled.observe(document.body, { attributes: true, attributeFilter: ["disabled"], subtree: true });
    removed.observe(document.body, { childList: true, subtree: true });
    return () => {
      document.removeEventListener("focusin", onFocusIn);
      disabled.disconnect();
      removed.disconnect();
      window.clearTimeout(rescue);
    };
  }, []);
}
