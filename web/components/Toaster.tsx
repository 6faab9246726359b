import { useRouter } from "@tanstack/react-router";
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import type { ShownToast } from "./ToastViewport.tsx";

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

interface ToastControls {
  /** Shows `message` in place of the toast on screen (one at a time); returns its key. */
  show: (message: ToastMessage) => number;
  /** Closes the toast with this key, or whichever is on screen. */
  dismiss: (key?: number) => void;
}

const ToastContext = createContext<ToastControls | null>(null);

function useToastControls() {
  const controls = useContext(ToastContext);
  if (!controls) throw new Error("useToast must be used within a ToasterProvider");
  return controls;
}

/**
 * Shows a toast; a new one replaces the one on screen (one at a time). An error
 * speaks of the screen it was raised on: moving to another page (or another tab
 * of the sign-in page) closes it, where a success, which often comes with the
 * move to the next screen ('Bem-vindo…' on the dashboard), stays its time.
 */
export function useToast() {
  const { show, dismiss } = useToastControls();
  // Undefined only outside the router (no navigation to follow).
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | undefined;
  return useCallback(
    (message: ToastMessage) => {
      const key = show(message);
      if (message.variant !== "destructive" || !router) return;
      const stop = router.subscribe("onBeforeNavigate", ({ hrefChanged }) => {
        if (!hrefChanged) return;
        stop();
        dismiss(key);
      });
    },
    [show, dismiss, router],
  );
}

/** Closes the toast on screen (a new attempt, a new tab: the last verdict no longer applies). */
export const useDismissToast = () => useToastControls().dismiss;

// Radix Toast is not on the first load: it comes with the first toast, and then stays.
const ToastViewport = lazy(() => import("./ToastViewport.tsx").then((module) => ({ default: module.ToastViewport })));

export function ToasterProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShownToast | null>(null);
  const [toasted, setToasted] = useState(false);
  const lastKey = useRef(0);
  const controls = useMemo<ToastControls>(
    () => ({
      show: (message) => {
        lastKey.current += 1;
        const key = lastKey.current;
        setToasted(true);
        setCurrent({ ...message, key });
        return key;
      },
      dismiss: (key) => setCurrent((shown) => (shown && (key === undefined || shown.key === key) ? null : shown)),
    }),
    [],
  );
  const onDismiss = useCallback(() => setCurrent(null), []);
  return (
    <ToastContext.Provider value={controls}>
      {children}
      {toasted && (
        <Suspense fallback={null}>
          <ToastViewport current={current} onDismiss={onDismiss} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
