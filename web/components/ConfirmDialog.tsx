import * as Dialog from "@radix-ui/react-dialog";
import { AlertTriangle, LoaderCircle } from "lucide-react";
import { useRef, type ReactNode } from "react";
import styled, { keyframes } from "styled-components";
import { Button } from "./Button.tsx";

const spin = keyframes`to { transform: rotate(360deg); }`;

const Busy = styled(LoaderCircle)`
  animation: ${spin} 800ms linear infinite;
`;

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

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
  width: min(440px, calc(100vw - 32px));
  max-height: calc(100vh - 32px);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  animation: ${popIn} 140ms ease-out;
  &:focus { outline: none; }
`;

const Header = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
`;

const Icon = styled.span<{ $destructive: boolean }>`
  display: grid;
  place-items: center;
  flex-shrink: 0;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${({ theme, $destructive }) => ($destructive ? theme.colors.dangerSoft : theme.colors.brandSoft)};
  color: ${({ theme, $destructive }) => ($destructive ? theme.colors.danger : theme.colors.brand)};
`;

const Title = styled(Dialog.Title)`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.colors.ink};
  margin: 6px 0 0;
`;

const Description = styled(Dialog.Description)`
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
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

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while `pending`, e.g. 'Deletando…'. */
  pendingLabel?: string;
  cancelLabel?: string;
  /** Red confirm button and warning icon, for actions that remove data. */
  destructive?: boolean;
  /** While true the dialog cannot be dismissed and both buttons are disabled. */
  pending?: boolean;
  onConfirm: () => void;
}

/**
 * Asks before an action. Built on Radix Dialog: focus is trapped inside and
 * starts on 'Cancelar' (the safe choice), Escape and a click outside cancel,
 * and focus returns to the button that opened it.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel = "Cancelar",
  destructive = false,
  pending = false,
  onConfirm,
}: ConfirmDialogProps) {
  // Opened without a Radix Trigger (from a button or a menu item), so Radix does not know where
  // focus came from: remember it, and give it back on close if that element is still on the page.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <Dialog.Portal>
        <Overlay />
        <Content
          role="alertdialog"
          aria-busy={pending}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (opener.current?.isConnected) {
              event.preventDefault();
              opener.current.focus();
            }
            opener.current = null;
          }}
        >
          <Header>
            <Icon $destructive={destructive} aria-hidden>
              <AlertTriangle size={20} />
            </Icon>
            <div>
              <Title>{title}</Title>
              <Description>{description}</Description>
            </div>
          </Header>
          <Actions>
            <Button type="button" $variant="outline" disabled={pending} onClick={() => onOpenChange(false)}>
              {cancelLabel}
            </Button>
            <Button type="button" $variant={destructive ? "danger" : "primary"} disabled={pending} onClick={onConfirm}>
              {pending && <Busy size={16} aria-hidden />}
              {pending && pendingLabel ? pendingLabel : confirmLabel}
            </Button>
          </Actions>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
