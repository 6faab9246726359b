import * as Dialog from "@radix-ui/react-dialog";
import { LogOut, Menu, MonitorSmartphone, User, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import styled, { keyframes } from "styled-components";
import { ButtonLink, buttonStyles, type ButtonStyleProps } from "../../components/Button.tsx";
import { theme } from "../../theme/theme.ts";
import type { UserType } from "./__generated__/Navbar_viewer.graphql";
import { navItems, profileLink } from "./navItems.ts";
import { NavLink } from "./NavLink.ts";
import { useLogout, useLogoutEverywhere } from "./useLogoutMutation.ts";

const wide = `@media (min-width: calc(${theme.breakpoints.tablet} + 1px))`;

const Toggle = styled.button<ButtonStyleProps>`
  ${buttonStyles}
  ${wide} { display: none; }
`;

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const slideDown = keyframes`from { transform: translateY(-8px); opacity: 0; } to { transform: translateY(0); opacity: 1; }`;

/** Dims the page under the bar; a tap on it closes the menu. */
const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: ${({ theme }) => theme.layout.navHeight} 0 0 0;
  z-index: 45;
  background: color-mix(in srgb, ${({ theme }) => theme.colors.ink} 35%, transparent);
  animation: ${fadeIn} 120ms ease-out;
  ${wide} { display: none; }
`;

/** The sheet hangs from the bar, which stays visible above it (its button reads 'Fechar menu'). */
const Sheet = styled(Dialog.Content)`
  position: fixed;
  top: ${({ theme }) => theme.layout.navHeight};
  left: 0;
  right: 0;
  z-index: 46;
  max-height: calc(100dvh - ${({ theme }) => theme.layout.navHeight});
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md} ${theme.space.md}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  animation: ${slideDown} 140ms ease-out;
  &:focus { outline: none; }
  ${wide} { display: none; }
`;

const Links = styled.nav`
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

const Email = styled.p`
  padding: 8px 12px;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

const PlainButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
  justify-content: flex-start;
`;

/**
 * The menu on tablets and phones: a Radix Dialog shown as a sheet under the bar. Focus moves into
 * it and stays there; Escape, a tap outside or the button close it, and focus returns to the button.
 */
export function MobileMenu({ viewer }: { viewer: { email: string; userType: UserType } | null }) {
  const [open, setOpen] = useState(false);
  const links = useRef<HTMLElement>(null);
  const [logout, loggingOut] = useLogout();
  const [logoutEverywhere, loggingOutEverywhere] = useLogoutEverywhere();
  const close = () => setOpen(false);
  const profile = profileLink(viewer?.userType);

  // The sheet is for narrow screens: a window widened past the tablet breakpoint closes it.
  useEffect(() => {
    if (!open) return;
    const narrow = window.matchMedia(`(max-width: ${theme.breakpoints.tablet})`);
    const onChange = () => !narrow.matches && setOpen(false);
    narrow.addEventListener("change", onChange);
    return () => narrow.removeEventListener("change", onChange);
  }, [open]);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Toggle $variant="ghost" $size="sm" aria-label={open ? "Fechar menu" : "Abrir menu"}>
          {open ? <X size={22} aria-hidden /> : <Menu size={22} aria-hidden />}
        </Toggle>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Overlay />
        <Sheet
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            // Radix would skip links and land on 'Sair': start on the first entry instead.
            event.preventDefault();
            links.current?.querySelector<HTMLElement>("a, button")?.focus();
          }}
        >
          <Dialog.Title className="visually-hidden">Menu</Dialog.Title>
          <Links ref={links} aria-label="Menu">
            {navItems(viewer?.userType).map(({ to, label, icon: Icon }) => (
              <NavLink key={to} to={to} onClick={close}>
                <Icon size={16} aria-hidden />
                {label}
              </NavLink>
            ))}
            {viewer ? (
              <>
                <Email>{viewer.email}</Email>
                <NavLink to={profile.to} onClick={close}>
                  <User size={16} aria-hidden />
                  {profile.label}
                </NavLink>
                <PlainButton
                  $variant="ghost"
                  disabled={loggingOut}
                  onClick={() => {
                    close();
                    logout();
                  }}
                >
                  <LogOut size={16} aria-hidden />
                  Sair
                </PlainButton>
                <PlainButton
                  $variant="ghost"
                  disabled={loggingOutEverywhere}
                  onClick={() => {
                    close();
                    logoutEverywhere();
                  }}
                >
                  <MonitorSmartphone size={16} aria-hidden />
                  Sair de todos os dispositivos
                </PlainButton>
              </>
            ) : (
              <>
                <ButtonLink to="/auth" $variant="outline" onClick={close}>
                  Entrar
                </ButtonLink>
                <ButtonLink to="/auth" onClick={close}>
                  Cadastrar
                </ButtonLink>
              </>
            )}
          </Links>
        </Sheet>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
