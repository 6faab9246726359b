import { cloneElement, Suspense, useId, useRef, useState, type ReactElement, type ReactNode, type Ref, type RefObject } from "react";

/** What a dialog that DialogTrigger opens gets: Radix Dialog's controlled state and its trigger. */
export interface DialogControl {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Dialog.Content's id, which the trigger's aria-controls names. */
  contentId: string;
  /** The trigger gets focus back on close; it is not a Radix Trigger, so Radix would not know it. */
  trigger: RefObject<HTMLElement | null>;
}

/** The attributes Radix' Dialog.Trigger would give the button. */
export interface DialogTriggerButtonProps {
  ref?: Ref<HTMLElement>;
  type?: "button";
  "aria-haspopup"?: "dialog";
  "aria-expanded"?: boolean;
  "aria-controls"?: string;
  "data-state"?: "open" | "closed";
  onClick?: () => void;
}

interface DialogTriggerProps {
  /** The button that opens the dialog (it must accept a ref and these props). */
  trigger: ReactElement<DialogTriggerButtonProps>;
  /** The dialog, a React.lazy component: rendered from the first open on, then kept mounted like a Radix Root. */
  children: (control: DialogControl) => ReactNode;
}

/**
 * A button that opens a dialog whose code (Radix Dialog, a form library) is downloaded on the first
 * click rather than with the page that shows the button.
 */
export function DialogTrigger({ trigger, children }: DialogTriggerProps) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLElement>(null);
  const contentId = useId();
  return (
    <>
      {cloneElement(trigger, {
        ref: button,
        type: "button",
        "aria-haspopup": "dialog",
        "aria-expanded": open,
        "aria-controls": contentId,
        "data-state": open ? "open" : "closed",
        onClick: () => {
          setLoaded(true);
          setOpen(true);
        },
      })}
      {loaded && <Suspense fallback={null}>{children({ open, onOpenChange: setOpen, contentId, trigger: button })}</Suspense>}
    </>
  );
}
