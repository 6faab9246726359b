import { Suspense, useState } from "react";
import styled from "styled-components";
import { DialogCloseIcon, DialogDescription, DialogTitle, TriggeredDialog } from "../../components/DialogParts.tsx";
import type { DialogControl } from "../../components/DialogTrigger.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import type { InterestDialogProps } from "./InterestDialog.tsx";
import { InterestForm } from "./InterestForm.tsx";

const Loading = styled.div`
  display: grid;
  place-items: center;
  min-height: 180px;
`;

/** The interest dialog: whom it is for, and the form, whose jobs load when it opens. */
export function InterestDialogContent({ control, candidateId, candidateName }: Omit<InterestDialogProps, "trigger"> & { control: DialogControl }) {
  const [pending, setPending] = useState(false);
  return (
    <TriggeredDialog control={control} pending={pending} data-testid="interest-dialog">
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
        <InterestForm candidateId={candidateId} onPendingChange={setPending} onDone={() => control.onOpenChange(false)} />
      </Suspense>
      <DialogCloseIcon disabled={pending} />
    </TriggeredDialog>
  );
}
