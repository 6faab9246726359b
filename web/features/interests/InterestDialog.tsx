import * as Dialog from "@radix-ui/react-dialog";
import { Suspense, useState, type ReactElement } from "react";
import styled from "styled-components";
import { DialogCloseIcon, DialogContent, DialogDescription, DialogOverlay, DialogTitle } from "../../components/DialogParts.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { InterestForm } from "./InterestForm.tsx";

const Loading = styled.div`
  display: grid;
  place-items: center;
  min-height: 180px;
`;

export interface InterestDialogProps {
  /** The candidate's global id (Candidato.id). */
  candidateId: string;
  /** Shown in the dialog: whom the interest is for. */
  candidateName: string;
  /** The button that opens the dialog (rendered as the Radix trigger, so it must accept a ref and props). */
  trigger: ReactElement;
}

/**
 * 'Demonstrar Interesse' (spec §2, candidate profile and search): the company picks one of its
 * active jobs, may write a message, and sends the interest. Its jobs load when the dialog opens.
 */
export function InterestDialog({ candidateId, candidateName, trigger }: InterestDialogProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <DialogOverlay />
        <DialogContent data-testid="interest-dialog">
          <DialogTitle>Demonstrar Interesse</DialogTitle>
          <DialogDescription>
            Convide <strong>{candidateName.trim() || "este candidato"}</strong> para uma das suas vagas ativas.
          </DialogDescription>
          <Suspense
            fallback={
              <Loading role="status" aria-live="polite">
                <Spinner $size={28} aria-hidden />
                <span className="visually-hidden">Carregando suas vagas…</span>
              </Loading>
            }
          >
            <InterestForm candidateId={candidateId} onPendingChange={setPending} onDone={() => setOpen(false)} />
          </Suspense>
          <DialogCloseIcon disabled={pending} />
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
