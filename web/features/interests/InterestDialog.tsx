import { lazy, type ReactElement } from "react";
import { DialogTrigger, type DialogTriggerButtonProps } from "../../components/DialogTrigger.tsx";

// Radix Dialog and the form (react-hook-form, valibot) load with the first click on the trigger.
const InterestDialogContent = lazy(() => import("./InterestDialogContent.tsx").then((module) => ({ default: module.InterestDialogContent })));

export interface InterestDialogProps {
  /** The candidate's global id (Candidato.id). */
  candidateId: string;
  /** Shown in the dialog: whom the interest is for. */
  candidateName: string;
  /** The button that opens the dialog (it must accept a ref and props). */
  trigger: ReactElement<DialogTriggerButtonProps>;
}

/**
 * 'Demonstrar Interesse' (spec §2, candidate profile and search): the company picks one of its
 * active jobs, may write a message, and sends the interest. Its jobs load when the dialog opens.
 */
export function InterestDialog({ candidateId, candidateName, trigger }: InterestDialogProps) {
  return (
    <DialogTrigger trigger={trigger}>
      {(control) => <InterestDialogContent control={control} candidateId={candidateId} candidateName={candidateName} />}
    </DialogTrigger>
  );
}
