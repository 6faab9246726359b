import * as Dialog from "@radix-ui/react-dialog";
import { Send, X } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import styled, { keyframes } from "styled-components";
import { Button } from "./Button.tsx";
import type { DialogControl } from "./DialogTrigger.tsx";
import { useOpenLayer } from "./openLayers.ts";
import { Spinner } from "./Spinner.tsx";

// The app's dialogs on Radix Dialog: the root each opens through (the phone menu's too), and the look of the
// centred ones (apply, show interest, answer an interest, confirm).

/** Dialog.Root, listed among the open layers while open, so that a toast that comes meanwhile leaves it the Escape (see openLayers.ts). */
export function DialogRoot(props: { open: boolean; onOpenChange: (open: boolean) => void; children: ReactNode }) {
  useOpenLayer(props.open, () => props.onOpenChange(false));
  return <Dialog.Root {...props} />;
}

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const popIn = keyframes`
  from { opacity: 0; transform: translate(-50%, -48%) scale(0.97); }
  to { opacity: 1; transform: translate(-50%, -50%) scale(1); }
`;

export const DialogOverlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 80;
  background: color-mix(in srgb, ${({ theme }) => theme.colors.ink} 55%, transparent);
  animation: ${fadeIn} 150ms ease-out;
`;

/** The dialog's box, centred; `$narrow` for a question with two or three buttons. */
export const DialogContent = styled(Dialog.Content)<{ $narrow?: boolean }>`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: 90;
  width: min(${({ $narrow }) => ($narrow ? 460 : 540)}px, calc(100vw - 2 * ${({ theme }) => theme.space.md}));
  max-height: calc(100dvh - 2 * ${({ theme }) => theme.space.md});
  overflow-y: auto;
  padding: ${({ theme, $narrow }) => ($narrow ? theme.space.lg : theme.space.xl)};
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

export const DialogTitle = styled(Dialog.Title)`
  padding-right: ${({ theme }) => theme.space.xl};
  font-size: ${({ theme }) => theme.font.size.xl};
  letter-spacing: -0.01em;
`;

export const DialogDescription = styled(Dialog.Description)`
  margin-top: 6px;
  color: ${({ theme }) => theme.colors.muted};
  strong { color: ${({ theme }) => theme.colors.ink}; font-weight: ${({ theme }) => theme.font.weight.semibold}; }
`;

const CloseButton = styled(Dialog.Close)`
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

/** The dialog's buttons at its end; on phones stacked, full width, the main action on top. */
export const DialogFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    flex-direction: column-reverse;
    & > * { width: 100%; }
  }
`;

/** The corner ×, labelled for screen readers. */
export function DialogCloseIcon({ disabled }: { disabled?: boolean }) {
  return (
    <CloseButton aria-label="Fechar" disabled={disabled}>
      <X size={20} aria-hidden />
    </CloseButton>
  );
}

/** A form dialog's 'Cancelar' (closes it) and its send button, which reads 'Enviando…' while pending. */
export function DialogSendButtons({ pending, label }: { pending: boolean; label: string }) {
  return (
    <DialogFooter>
      <Dialog.Close asChild>
        <Button type="button" $variant="outline" disabled={pending}>
          Cancelar
        </Button>
      </Dialog.Close>
      <Button type="submit" disabled={pending} aria-busy={pending}>
        {pending ? <Spinner $size={18} aria-hidden /> : <Send size={18} aria-hidden />}
        {pending ? "Enviando…" : label}
      </Button>
    </DialogFooter>
  );
}

interface TriggeredDialogProps extends Omit<ComponentProps<typeof DialogContent>, "id" | "onCloseAutoFocus"> {
  control: DialogControl;
  /** While true the dialog cannot be dismissed. */
  pending?: boolean;
}

/** A dialog that a DialogTrigger opens: its box over the page, and focus back on the trigger when it closes. */
export function TriggeredDialog({ control, pending = false, children, ...props }: TriggeredDialogProps) {
  return (
    <DialogRoot open={control.open} onOpenChange={(next) => !pending && control.onOpenChange(next)}>
      <Dialog.Portal>
        <DialogOverlay />
        <DialogContent
          {...props}
          id={control.contentId}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            control.trigger.current?.focus();
          }}
        >
          {children}
        </DialogContent>
      </Dialog.Portal>
    </DialogRoot>
  );
}
