import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from "react";
import type { ShownToast } from "./ToastViewport.tsx";

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

const ToastContext = createContext<((message: ToastMessage) => void) | null>(null);

/** Shows a toast; a new one replaces the one on screen (one at a time). */
export function useToast() {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error("useToast must be used within a ToasterProvider");
  return toast;
}

// Radix Toast is not on the first load: it comes with the first toast, and then stays.
const ToastViewport = lazy(() => import("./ToastViewport.tsx").then((module) => ({ default: module.ToastViewport })));

export function ToasterProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShownToast | null>(null);
  const [toasted, setToasted] = useState(false);
  const toast = useCallback((message: ToastMessage) => {
    setToasted(true);
    setCurrent({ ...message, key: Date.now() });
  }, []);
  const dismiss = useCallback(() => setCurrent(null), []);
  return (
    <ToastContext.Provider value={toast}>
      {children}
      {toasted && (
        <Suspense fallback={null}>
          <ToastViewport current={current} onDismiss={dismiss} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
