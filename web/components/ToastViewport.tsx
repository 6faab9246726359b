import * as Toast from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { useRef } from "react";
import styled, { keyframes } from "styled-components";
import { media } from "../theme/theme.ts";
import { closeLastOpenLayer } from "./openLayers.ts";
import type { ToastMessage } from "./Toaster.tsx";

// Radix Toast, loaded by ToasterProvider with the first toast: pages that never toast do not download it.

const TOAST_DURATION_MS = 5000;

const slideUp = keyframes`
  from { transform: translateY(12px); opacity: 0; }
  to { transform: translateY(0); opacity: 1; }
`;

const slideDown = keyframes`
  from { transform: translateY(-12px); opacity: 0; }
  to { transform: translateY(0); opacity: 1; }
`;

// Where a toast covers no action: on a desktop, the bottom-right corner beside the page's centred
// content; on a phone, whose forms fill the width and end in their buttons, the top of the page,
// just under the (sticky) navigation bar and its menu button.
const Viewport = styled(Toast.Viewport)`
  position: fixed;
  bottom: 0;
  right: 0;
  z-index: 100;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  width: 380px;
  max-width: 100vw;
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  list-style: none;
  outline: none;
  ${media.phone} {
    top: calc(${({ theme }) => theme.layout.navHeight} + 1px);
    bottom: auto;
    left: 0;
    width: 100%;
    padding: ${({ theme }) => theme.space.sm};
  }
`;

const Root = styled(Toast.Root)<{ $destructive: boolean }>`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 4px 12px;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  background: ${({ theme, $destructive }) => ($destructive ? theme.colors.danger : theme.colors.ink)};
  color: #fff;
  animation: ${slideUp} 160ms ease-out;
  ${media.phone} { animation-name: ${slideDown}; }
  &[data-swipe="move"] { transform: translateX(var(--radix-toast-swipe-move-x)); }
  &[data-swipe="end"] { transform: translateX(var(--radix-toast-swipe-end-x)); transition: transform 120ms ease-out; }
`;

const Title = styled(Toast.Title)`
  grid-column: 1;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Description = styled(Toast.Description)`
  grid-column: 1;
  font-size: ${({ theme }) => theme.font.size.sm};
  opacity: 0.9;
`;

const Close = styled(Toast.Close)`
  grid-column: 2;
  grid-row: 1 / span 2;
  align-self: start;
  border: 0;
  background: transparent;
  color: inherit;
  cursor: pointer;
  display: grid;
  place-items: center;
  min-width: 28px;
  min-height: 28px;
  border-radius: ${({ theme }) => theme.radius.sm};
  &:focus-visible { outline: 2px solid #fff; outline-offset: 1px; }
`;

export interface ShownToast extends ToastMessage {
  key: number;
}

/** The toast on screen (if any) in its viewport; `onDismiss` when it closes (timeout, swipe, ×, Escape). */
export function ToastViewport({ current, onDismiss }: { current: ShownToast | null; onDismiss: () => void }) {
  const viewport = useRef<HTMLOListElement>(null);
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50} label="Notificação">
      {current && (
        <Root
          key={current.key}
          data-testid="toast"
          $destructive={current.variant === "destructive"}
          type={current.variant === "destructive" ? "foreground" : "background"}
          onOpenChange={(open) => {
            if (!open) onDismiss();
          }}
          onEscapeKeyDown={(event) => {
            // Radix stacks its dismissable layers by mount time and lets only the top one hear Escape, so a toast
            // that came while a menu or dialog was open sits above it. Unless the key was pressed on the toasts,
            // close that menu or dialog as its own Escape would, and keep the toast for the next Escape.
            const onToasts = event.target instanceof Node && viewport.current?.contains(event.target);
            if (!onToasts && closeLastOpenLayer()) event.preventDefault();
          }}
        >
          <Title>{current.title}</Title>
          {current.description && <Description>{current.description}</Description>}
          <Close aria-label="Fechar">
            <X size={16} aria-hidden />
          </Close>
        </Root>
      )}
      <Viewport ref={viewport} label="Notificações ({hotkey})" />
    </Toast.Provider>
  );
}
