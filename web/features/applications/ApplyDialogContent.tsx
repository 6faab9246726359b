import { valibotResolver } from "@hookform/resolvers/valibot";
import { useForm } from "react-hook-form";
import styled from "styled-components";
import type * as v from "valibot";
import { TextAreaField } from "../../components/Field.tsx";
import { DialogCloseIcon, DialogDescription, DialogSendButtons, DialogTitle, TriggeredDialog } from "../../components/DialogParts.tsx";
import type { DialogControl } from "../../components/DialogTrigger.tsx";
import { useToast } from "../../components/Toaster.tsx";
import { applyFormSchema, maxCoverLetter } from "../../../shared/validation/application.ts";
import { useApplyToJob } from "./useApplyToJobMutation.ts";
import { formatCount } from "../../format.ts";

const maxLetter = maxCoverLetter;

type ApplyInput = v.InferInput<typeof applyFormSchema>;
type ApplyOutput = v.InferOutput<typeof applyFormSchema>;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.lg};
`;

export interface ApplyDialogProps {
  jobId: string;
  jobTitle: string;
  companyName: string;
  /** What the store knows: if the viewer has applied meanwhile, nothing is sent. */
  alreadyApplied: boolean;
  /** After the application is sent (the screen may fetch what the answer does not carry). */
  onApplied?: () => void;
}

/** The application dialog: an optional cover letter, then the applyToVaga mutation. */
export function ApplyDialogContent({ control, jobId, jobTitle, companyName, alreadyApplied, onApplied }: ApplyDialogProps & { control: DialogControl }) {
  const close = () => control.onOpenChange(false);
  const [apply, pending] = useApplyToJob();
  const toast = useToast();
  const { register, handleSubmit, reset, watch, formState } = useForm<ApplyInput, unknown, ApplyOutput>({
    resolver: valibotResolver(applyFormSchema),
    defaultValues: { cartaApresentacao: "" },
  });
  const length = (watch("cartaApresentacao") ?? "").length;

  const onSubmit = handleSubmit(({ cartaApresentacao }) => {
    if (alreadyApplied) {
      toast({ title: "Candidatura já enviada", description: "Você já se candidatou a esta vaga anteriormente.", variant: "destructive" });
      close();
      return;
    }
    apply(
      { jobId, coverLetter: cartaApresentacao },
      {
        onSuccess: () => {
          close();
          reset();
          onApplied?.();
        },
        onRefused: close,
      },
    );
  });

  return (
    <TriggeredDialog control={control} pending={pending}>
      <DialogTitle>Candidatar-se à vaga</DialogTitle>
      <DialogDescription>
        <strong>{jobTitle}</strong> · {companyName}
      </DialogDescription>
      <Form onSubmit={onSubmit} noValidate>
        <TextAreaField
          label="Carta de apresentação (opcional)"
          rows={7}
          maxLength={maxLetter}
          placeholder="Conte à empresa por que você combina com esta vaga."
          hint={`${formatCount(length)}/${formatCount(maxLetter)} caracteres`}
          error={formState.errors.cartaApresentacao?.message}
          {...register("cartaApresentacao")}
        />
        <DialogSendButtons pending={pending} label="Enviar candidatura" />
      </Form>
      <DialogCloseIcon disabled={pending} />
    </TriggeredDialog>
  );
}
