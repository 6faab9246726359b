import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useState } from "react";
import styled from "styled-components";
import { useOpenLayer } from "./openLayers.ts";

// The app's dropdown menus (user menu, bell, 'Mais ações', 'Mover para') on Radix DropdownMenu: their root and their look.

/**
 * DropdownMenu.Root (its open state the caller's, or its own as Radix's would be), listed among the open
 * layers while open, so that a toast that comes meanwhile leaves it the Escape (see openLayers.ts).
 */
export function MenuRoot({ open: openProp, onOpenChange, ...props }: Omit<DropdownMenu.DropdownMenuProps, "defaultOpen">) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = openProp ?? ownOpen;
  const change = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  useOpenLayer(open, () => change(false));
  return <DropdownMenu.Root {...props} open={open} onOpenChange={change} />;
}

export const MenuContent = styled(DropdownMenu.Content)`
  min-width: 200px;
  padding: 6px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  z-index: 60;
`;

export const MenuLabel = styled(DropdownMenu.Label)`
  padding: 6px 10px;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.colors.muted};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

/** An entry; `$danger` for one that removes or refuses. */
export const MenuItem = styled(DropdownMenu.Item)<{ $danger?: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: 10px;
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.text)};
  text-decoration: none;
  cursor: pointer;
  outline: none;
  &[data-highlighted] { background: ${({ theme, $danger }) => ($danger ? theme.colors.dangerSoft : theme.colors.surfaceAlt)}; }
  /* Arrow keys move focus item to item: a ring shows where it is (a pointer's highlight needs none). */
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: -2px; }
  &[data-disabled] { opacity: 0.5; cursor: not-allowed; }
`;

export const MenuSeparator = styled(DropdownMenu.Separator)`
  height: 1px;
  margin: 6px 0;
  background: ${({ theme }) => theme.colors.border};
`;
