import { Check, X } from "lucide-react";
import { useState } from "react";
import styled from "styled-components";
import { Button } from "../../components/Button.tsx";
import { DialogCloseIcon, DialogDescription, DialogFooter, DialogTitle, TriggeredDialog } from "../../components/DialogParts.tsx";
import type { DialogControl } from "../../components/DialogTrigger.tsx";
import { BusyIcon } from "../../components/Spinner.tsx";
import { useRespondInterest, type InterestAnswer } from "../../features/interests/useRespondInterestMutation.ts";

const Title = styled(DialogTitle)`
  font-size: ${({ theme }) => theme.font.size.lg};
  overflow-wrap: anywhere;
`;

const Quote = styled.blockquote`
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 3px solid ${({ theme }) => theme.colors.brand};
  border-radius: 0 ${({ theme }) => theme.radius.sm} ${({ theme }) => theme.radius.sm} 0;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Actions = styled(DialogFooter)`
  margin-top: ${({ theme }) => theme.space.lg};
`;

export interface RespondInterestProps {
  /** The interest's global id. */
  interestId: string;
  companyName: string;
  jobTitle: string;
  message: string | null | undefined;
}

/** The answer dialog: the company's message and the two final answers, 'Aceitar' and 'Recusar'. */
export function RespondInterestDialogContent({ control, interestId, companyName, jobTitle, message }: RespondInterestProps & { control: DialogControl }) {
  const [choice, setChoice] = useState<InterestAnswer | null>(null);
  const [respond, pending] = useRespondInterest();
  const answer = (to: InterestAnswer) => {
    setChoice(to);
    respond(interestId, to, { onSettled: () => control.onOpenChange(false) });
  };
  return (
    <TriggeredDialog control={control} pending={pending} $narrow aria-busy={pending} data-testid="respond-dialog">
      <Title>Responder a {companyName}</Title>
      <DialogDescription>
        A empresa tem interesse em você para a vaga <strong>{jobTitle}</strong>. Sua resposta é definitiva.
      </DialogDescription>
      {message && <Quote>{message}</Quote>}
      <Actions>
        <Button type="button" $variant="dangerOutline" disabled={pending} onClick={() => answer("RECUSADO")}>
          {pending && choice === "RECUSADO" ? <BusyIcon size={16} aria-hidden /> : <X size={16} aria-hidden />}
          Recusar
        </Button>
        <Button type="button" disabled={pending} onClick={() => answer("ACEITO")}>
          {pending && choice === "ACEITO" ? <BusyIcon size={16} aria-hidden /> : <Check size={16} aria-hidden />}
          Aceitar
        </Button>
      </Actions>
      <DialogCloseIcon disabled={pending} />
    </TriggeredDialog>
  );
}
