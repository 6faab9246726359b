import * as Dialog from "@radix-ui/react-dialog";
import { Check, LoaderCircle, MessageSquareReply, X } from "lucide-react";
import { useState } from "react";
import styled, { keyframes } from "styled-components";
import { Button, type ButtonSize } from "../../components/Button.tsx";
import { useRespondInteresse, type Resposta } from "./useRespondInteresseMutation.ts";

const spin = keyframes`to { transform: rotate(360deg); }`;
const Busy = styled(LoaderCircle)`animation: ${spin} 800ms linear infinite;`;

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const popIn = keyframes`
  from { opacity: 0; transform: translate(-50%, -48%) scale(0.97); }
  to { opacity: 1; transform: translate(-50%, -50%) scale(1); }
`;

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 80;
  background: rgba(15, 23, 42, 0.5);
  animation: ${fadeIn} 120ms ease-out;
`;

const Content = styled(Dialog.Content)`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: 81;
  transform: translate(-50%, -50%);
  width: min(460px, calc(100vw - 32px));
  max-height: calc(100vh - 32px);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  animation: ${popIn} 140ms ease-out;
  &:focus { outline: none; }
`;

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const Title = styled(Dialog.Title)`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.colors.ink};
  overflow-wrap: anywhere;
`;

const Close = styled(Dialog.Close)`
  display: grid;
  place-items: center;
  flex-shrink: 0;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
  &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.surfaceAlt}; color: ${({ theme }) => theme.colors.ink}; }
  &:disabled { cursor: not-allowed; opacity: 0.5; }
`;

const Description = styled(Dialog.Description)`
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  strong { color: ${({ theme }) => theme.colors.text}; }
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

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    flex-direction: column-reverse;
    & > button { width: 100%; }
  }
`;

const RefuseButton = styled(Button)`
  color: ${({ theme }) => theme.colors.danger};
  &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.dangerSoft}; border-color: ${({ theme }) => theme.colors.dangerSoft}; }
`;

interface Props {
  /** The interest's global id. */
  id: string;
  nomeEmpresa: string;
  titulo: string;
  mensagem: string | null | undefined;
  size?: ButtonSize;
}

/**
 * 'Responder' on a PENDENTE interest: a dialog with the company's message and the two final
 * answers, 'Aceitar' and 'Recusar'. Once answered, the card swaps this button for the answer's badge.
 */
export function CandidateRespondDialog({ id, nomeEmpresa, titulo, mensagem, size = "sm" }: Props) {
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<Resposta | null>(null);
  const [respond, pending] = useRespondInteresse();
  const answer = (resposta: Resposta) => {
    setChoice(resposta);
    respond(id, resposta, { onSettled: () => setOpen(false) });
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <Dialog.Trigger asChild>
        <Button type="button" $size={size} disabled={pending}>
          <MessageSquareReply size={16} aria-hidden />
          Responder
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Overlay />
        <Content aria-busy={pending} data-testid="respond-dialog">
          <Head>
            <Title>Responder a {nomeEmpresa}</Title>
            <Close aria-label="Fechar" disabled={pending}>
              <X size={18} aria-hidden />
            </Close>
          </Head>
          <Description>
            A empresa tem interesse em você para a vaga <strong>{titulo}</strong>. Sua resposta é definitiva.
          </Description>
          {mensagem && <Quote>{mensagem}</Quote>}
          <Actions>
            <RefuseButton type="button" $variant="outline" disabled={pending} onClick={() => answer("RECUSADO")}>
              {pending && choice === "RECUSADO" ? <Busy size={16} aria-hidden /> : <X size={16} aria-hidden />}
              Recusar
            </RefuseButton>
            <Button type="button" disabled={pending} onClick={() => answer("ACEITO")}>
              {pending && choice === "ACEITO" ? <Busy size={16} aria-hidden /> : <Check size={16} aria-hidden />}
              Aceitar
            </Button>
          </Actions>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
