import { Send } from "lucide-react";
import { lazy } from "react";
import { Button, type ButtonSize } from "../../components/Button.tsx";
import { DialogTrigger } from "../../components/DialogTrigger.tsx";
import type { ApplyDialogProps } from "./ApplyDialogContent.tsx";

// The dialog's Radix, form library and validation load with the first click, not with the page that shows the button.
const ApplyDialogContent = lazy(() => import("./ApplyDialogContent.tsx").then((module) => ({ default: module.ApplyDialogContent })));

/**
 * 'Candidatar-se', wherever a candidate meets a job (job page, dashboard recommendations): a dialog
 * with an optional cover letter, then the applyToVaga mutation.
 */
export function ApplyDialog({ size = "lg", ...props }: ApplyDialogProps & { size?: ButtonSize }) {
  const icon = size === "lg" ? 18 : 16;
  return (
    <DialogTrigger
      trigger={
        <Button $size={size}>
          <Send size={icon} aria-hidden />
          Candidatar-se
        </Button>
      }
    >
      {(control) => <ApplyDialogContent control={control} {...props} />}
    </DialogTrigger>
  );
}
