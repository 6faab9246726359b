import { Undo2 } from "lucide-react";
import { useState } from "react";
import { Button, type ButtonSize } from "../../components/Button.tsx";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { canWithdraw } from "./applicationStatus.ts";
import { useWithdrawApplication } from "./useWithdrawApplicationMutation.ts";

interface Props {
  /** The application's global id. */
  applicationId: string;
  /** Its status: the button shows only while the rules allow a withdrawal. */
  status: string;
  /** The candidate's global id: the store's lists of applications hang from it. */
  candidateId: string;
  jobTitle: string;
  companyName: string;
  size?: ButtonSize;
  onWithdrawn?: () => void;
  /** Id of the element to focus once the card (and this button with it) has left the list. */
  returnFocusTo: string;
}

/** 'Retirar': asks first (spec §5), then withdraws the application; nothing while it can no longer be withdrawn. */
export function WithdrawApplicationButton({ applicationId, status, candidateId, jobTitle, companyName, size = "sm", onWithdrawn, returnFocusTo }: Props) {
  const [withdraw, withdrawing] = useWithdrawApplication();
  const [confirming, setConfirming] = useState(false);
  if (!canWithdraw(status)) return null;
  return (
    <>
      <Button type="button" $variant="dangerOutline" $size={size} disabled={withdrawing} onClick={() => setConfirming(true)}>
        <Undo2 size={16} aria-hidden />
        Retirar
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        destructive
        title="Tem certeza que deseja retirar esta candidatura?"
        description={
          <>
            Você deixará de concorrer à vaga <strong>{jobTitle}</strong> na {companyName}. Esta ação não pode ser desfeita.
          </>
        }
        confirmLabel="Retirar"
        pendingLabel="Retirando…"
        pending={withdrawing}
        onConfirm={() =>
          withdraw(
            { applicationId, candidateId },
            {
              onSettled: () => setConfirming(false),
              onSuccess: () => {
                onWithdrawn?.();
                document.getElementById(returnFocusTo)?.focus();
              },
            },
          )
        }
      />
    </>
  );
}
