import { Send } from "lucide-react";
import { lazy } from "react";
import { Button } from "../../components/Button.tsx";
import { DialogTrigger } from "../../components/DialogTrigger.tsx";
import type { ApplyDialogProps } from "./ApplyDialogContent.tsx";

// The dialog's Radix, form library and validation load with the first click, not with the job page.
const ApplyDialogContent = lazy(() => import("./ApplyDialogContent.tsx").then((module) => ({ default: module.ApplyDialogContent })));

/** 'Candidatar-se': a dialog with an optional cover letter, then the applyToVaga mutation. */
export function ApplyDialog(props: ApplyDialogProps) {
  return (
    <DialogTrigger
      trigger={
        <Button $size="lg">
          <Send size={18} aria-hidden />
          Candidatar-se
        </Button>
      }
    >
      {(control) => <ApplyDialogContent control={control} {...props} />}
    </DialogTrigger>
  );
}
