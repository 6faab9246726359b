import { useId, useState } from "react";

// The app's show/hide toggles (the job filters on tablets, the profile checklist, long letters)
// share this one hand-made disclosure: a button with aria-expanded/aria-controls and the
// panel it opens. @radix-ui/react-collapsible is not installed; with it, Collapsible.Root,
// Trigger and Content would take this hook's place in FiltersPanel, ProgressCard and ClampedText.

/** Open state, the trigger's props and the panel's id for one disclosure. */
export function useDisclosure(initiallyOpen: boolean | (() => boolean) = false, onToggle?: (open: boolean) => void) {
  const [open, setOpen] = useState(initiallyOpen);
  const panelId = useId();
  const trigger = {
    type: "button" as const,
    "aria-expanded": open,
    "aria-controls": panelId,
    onClick: () => {
      onToggle?.(!open);
      setOpen(!open);
    },
  };
  return { open, setOpen, trigger, panelId };
}
