import { useEffect, useRef } from "react";

/**
 * The menus and dialogs open now, the last opened last, each with what closes it (see MenuRoot and
 * DialogRoot). Radix keeps a stack of its own, but orders it by mount time and lets only its top layer
 * hear Escape: a toast that appears while a menu or dialog is open goes above it and would take the
 * Escape meant for it. The toast hands that Escape to the last one here instead (ToastViewport).
 */
const closers: (() => void)[] = [];

/** Lists a menu or dialog while `open`; `close` must do what Radix does on its Escape: the Root's onOpenChange(false). */
export function useOpenLayer(open: boolean, close: () => void) {
  const latest = useRef(close);
  useEffect(() => {
    latest.current = close;
  });
  useEffect(() => {
    if (!open) return;
    const closer = () => latest.current();
    closers.push(closer);
    return () => {
      closers.splice(closers.indexOf(closer), 1);
    };
  }, [open]);
}

/** Closes the menu or dialog opened last, if one is open; says whether one was. */
export function closeLastOpenLayer(): boolean {
  const close = closers.at(-1);
  close?.();
  return close !== undefined;
}
