import * as Dialog from "@radix-ui/react-dialog";
import { Bell, LogOut, MonitorSmartphone, Search, ShieldCheck, User } from "lucide-react";
import { useRef, type RefObject } from "react";
import styled, { keyframes } from "styled-components";
import { ButtonLink, buttonStyles, type ButtonStyleProps } from "../../components/Button.tsx";
import { DialogRoot } from "../../components/DialogParts.tsx";
import { media } from "../../theme/theme.ts";
import type { UserType } from "./__generated__/Navbar_viewer.graphql";
import { navItems, profileLink } from "./navItems.ts";
import { NavLink } from "./NavLink.ts";
import { useLogout, useLogoutEverywhere } from "./useLogoutMutation.ts";
import { toAuth } from "../-auth/authLinks.ts";

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const slideDown = keyframes`from { transform: translateY(-8px); opacity: 0; } to { transform: translateY(0); opacity: 1; }`;

/** Dims the page under the bar; a tap on it closes the menu. */
const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: ${({ theme }) => theme.layout.navHeight} 0 0 0;
  z-index: 45;
  background: color-mix(in srgb, ${({ theme }) => theme.colors.ink} 35%, transparent);
  animation: ${fadeIn} 120ms ease-out;
  ${media.wide} { display: none; }
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
  ${media.wide} { display: none; }
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

interface MobileMenuSheetProps {
  /** The id the toggle's aria-controls names. */
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, which gets focus back on close. */
  toggle: RefObject<HTMLButtonElement | null>;
  viewer: { email: string; userType: UserType } | null;
}

/**
 * The phone and tablet menu's sheet: a Radix Dialog under the bar. Focus moves into it and stays
 * there; Escape, a tap outside or the button close it, and focus returns to the button.
 */
export function MobileMenuSheet({ id, open, onOpenChange, toggle, viewer }: MobileMenuSheetProps) {
  const links = useRef<HTMLElement>(null);
  const [logout, loggingOut] = useLogout();
  const [logoutEverywhere, loggingOutEverywhere] = useLogoutEverywhere();
  const close = () => onOpenChange(false);
  const profile = profileLink(viewer?.userType);

  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Overlay />
        <Sheet
          id={id}
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            // Radix would skip links and land on 'Sair': start on the first entry instead.
            event.preventDefault();
            links.current?.querySelector<HTMLElement>("a, button")?.focus();
          }}
          onCloseAutoFocus={(event) => {
            // The button is not a Radix Trigger, so Radix does not know where to return focus.
            event.preventDefault();
            toggle.current?.focus();
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
                {/* Not in navItems.ts, which the first load carries: these menus load when opened. */}
                {viewer.userType === "CANDIDATO" && (
                  <NavLink to="/candidate/alertas" onClick={close}>
                    <Search size={16} aria-hidden />
                    Alertas de vagas
                  </NavLink>
                )}
                <NavLink to="/conta/notificacoes" onClick={close}>
                  <Bell size={16} aria-hidden />
                  Preferências de notificação
                </NavLink>
                <NavLink to="/conta/privacidade" onClick={close}>
                  <ShieldCheck size={16} aria-hidden />
                  Privacidade e dados
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
                <ButtonLink to="/auth" search={toAuth({ aba: "candidato" })} onClick={close}>
                  Cadastrar
                </ButtonLink>
              </>
            )}
          </Links>
        </Sheet>
      </Dialog.Portal>
    </DialogRoot>
  );
}
