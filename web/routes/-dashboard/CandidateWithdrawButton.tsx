import { Undo2 } from "lucide-react";
import { useState } from "react";
import styled from "styled-components";
import { Button, type ButtonSize } from "../../components/Button.tsx";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { useWithdrawCandidatura } from "./useWithdrawCandidaturaMutation.ts";

const DangerOutline = styled(Button)`
  color: ${({ theme }) => theme.colors.danger};
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.dangerSoft};
    border-color: ${({ theme }) => theme.colors.dangerSoft};
  }
`;

interface Props {
  /** The application's global id. */
  id: string;
  /** The candidate's global id: the store's lists of applications hang from it. */
  candidatoId: string;
  titulo: string;
  nomeEmpresa: string;
  size?: ButtonSize;
  onWithdrawn?: () => void;
  /** Id of the element to focus once the card (and this button with it) has left the list. */
  returnFocusTo: string;
}

/** 'Retirar': asks first (spec §5), then withdraws the application; the caller shows it only while ENVIADA. */
export function CandidateWithdrawButton({ id, candidatoId, titulo, nomeEmpresa, size = "sm", onWithdrawn, returnFocusTo }: Props) {
  const [withdraw, withdrawing] = useWithdrawCandidatura();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <DangerOutline type="button" $variant="outline" $size={size} disabled={withdrawing} onClick={() => setConfirming(true)}>
        <Undo2 size={16} aria-hidden />
        Retirar
      </DangerOutline>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        destructive
        title="Tem certeza que deseja retirar esta candidatura?"
        description={
          <>
            Você deixará de concorrer à vaga <strong>{titulo}</strong> na {nomeEmpresa}. Esta ação não pode ser desfeita.
          </>
        }
        confirmLabel="Retirar"
        pendingLabel="Retirando…"
        pending={withdrawing}
        onConfirm={() =>
          withdraw(
            { id, candidatoId },
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
