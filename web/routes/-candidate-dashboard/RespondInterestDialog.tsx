import { MessageSquareReply } from "lucide-react";
import { lazy } from "react";
import { Button, type ButtonSize } from "../../components/Button.tsx";
import { DialogTrigger } from "../../components/DialogTrigger.tsx";
import type { RespondInterestProps } from "./RespondInterestDialogContent.tsx";

// Radix Dialog loads with the first click on 'Responder', not with the dashboard.
const RespondInterestDialogContent = lazy(() =>
  import("./RespondInterestDialogContent.tsx").then((module) => ({ default: module.RespondInterestDialogContent })),
);

/**
 * 'Responder' on a PENDENTE interest: a dialog with the company's message and the two final
 * answers, 'Aceitar' and 'Recusar'. Once answered, the card swaps this button for the answer's badge.
 */
export function RespondInterestDialog({ size = "sm", ...props }: RespondInterestProps & { size?: ButtonSize }) {
  return (
    <DialogTrigger
      trigger={
        <Button $size={size}>
          <MessageSquareReply size={16} aria-hidden />
          Responder
        </Button>
      }
    >
      {(control) => <RespondInterestDialogContent control={control} {...props} />}
    </DialogTrigger>
  );
}
