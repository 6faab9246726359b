import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { Suspense, useState, type ReactElement } from "react";
import styled, { keyframes } from "styled-components";
import { Spinner } from "../../components/Spinner.tsx";
import { InterestForm } from "./InterestForm.tsx";

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const popIn = keyframes`
  from { opacity: 0; transform: translate(-50%, -48%) scale(0.97); }
  to { opacity: 1; transform: translate(-50%, -50%) scale(1); }
`;

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 80;
  background: color-mix(in srgb, ${({ theme }) => theme.colors.ink} 55%, transparent);
  animation: ${fadeIn} 150ms ease-out;
`;

const Content = styled(Dialog.Content)`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: 90;
  width: min(520px, calc(100vw - 2 * ${({ theme }) => theme.space.md}));
  max-height: calc(100dvh - 2 * ${({ theme }) => theme.space.md});
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  transform: translate(-50%, -50%);
  animation: ${popIn} 160ms ease-out;
  &:focus { outline: none; }
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  }
`;

const Title = styled(Dialog.Title)`
  padding-right: ${({ theme }) => theme.space.xl};
  font-size: ${({ theme }) => theme.font.size.xl};
  letter-spacing: -0.01em;
`;

const Description = styled(Dialog.Description)`
  margin-top: 6px;
  color: ${({ theme }) => theme.colors.muted};
  strong { color: ${({ theme }) => theme.colors.ink}; font-weight: ${({ theme }) => theme.font.weight.semibold}; }
`;

const CloseIcon = styled(Dialog.Close)`
  position: absolute;
  top: ${({ theme }) => theme.space.md};
  right: ${({ theme }) => theme.space.md};
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; color: ${({ theme }) => theme.colors.ink}; }
`;

const Loading = styled.div`
  display: grid;
  place-items: center;
  min-height: 180px;
`;

export interface InterestDialogProps {
  /** The candidate's global id (Candidato.id). */
  candidatoId: string;
  /** Shown in the dialog: whom the interest is for. */
  candidatoNome: string;
  /** The button that opens the dialog (rendered as the Radix trigger, so it must accept a ref and props). */
  trigger: ReactElement;
}

/**
 * 'Demonstrar Interesse' (spec §2, candidate profile and search): the company picks one of its
 * active jobs, may write a message, and sends the interest. Its jobs load when the dialog opens.
 */
export function InterestDialog({ candidatoId, candidatoNome, trigger }: InterestDialogProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Overlay />
        <Content data-testid="interest-dialog">
          <Title>Demonstrar Interesse</Title>
          <Description>
            Convide <strong>{candidatoNome.trim() || "este candidato"}</strong> para uma das suas vagas ativas.
          </Description>
          <Suspense
            fallback={
              <Loading role="status" aria-live="polite">
                <Spinner $size={28} aria-hidden />
                <span className="visually-hidden">Carregando suas vagas…</span>
              </Loading>
            }
          >
            <InterestForm candidatoId={candidatoId} onPendingChange={setPending} onDone={() => setOpen(false)} />
          </Suspense>
          <CloseIcon aria-label="Fechar" disabled={pending}>
            <X size={20} aria-hidden />
          </CloseIcon>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
