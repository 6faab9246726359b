import * as Dialog from "@radix-ui/react-dialog";
import { AlertTriangle } from "lucide-react";
import { useRef, type ReactNode } from "react";
import styled from "styled-components";
import { Button } from "./Button.tsx";
import { DialogContent, DialogFooter, DialogOverlay, DialogRoot } from "./DialogParts.tsx";
import { BusyIcon } from "./Spinner.tsx";

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

const Actions = styled(DialogFooter)`
  margin-top: ${({ theme }) => theme.space.lg};
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
export function ConfirmDialogContent({
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
    <DialogRoot open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <Dialog.Portal>
        <DialogOverlay />
        <DialogContent
          $narrow
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
              {pending && <BusyIcon size={16} aria-hidden />}
              {pending && pendingLabel ? pendingLabel : confirmLabel}
            </Button>
          </Actions>
        </DialogContent>
      </Dialog.Portal>
    </DialogRoot>
  );
}
