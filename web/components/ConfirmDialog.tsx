import { lazy, Suspense, useState } from "react";
import type { ConfirmDialogProps } from "./ConfirmDialogContent.tsx";

// Radix Dialog loads when the question is first asked, not with the page that may ask it.
const ConfirmDialogContent = lazy(() => import("./ConfirmDialogContent.tsx").then((module) => ({ default: module.ConfirmDialogContent })));

/** Asks before an action (see ConfirmDialogContent); rendered from its first opening on, then kept like a Radix Root. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [asked, setAsked] = useState(props.open);
  if (props.open && !asked) setAsked(true);
  return asked ? (
    <Suspense fallback={null}>
      <ConfirmDialogContent {...props} />
    </Suspense>
  ) : null;
}
