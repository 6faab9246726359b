import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Link } from "@tanstack/react-router";
import { Bell, LogOut, MonitorSmartphone, Search, ShieldCheck, User } from "lucide-react";
import styled from "styled-components";
import { MenuContent, MenuItem, MenuRoot, MenuSeparator } from "../../components/Menu.tsx";
import type { UserType } from "./__generated__/Navbar_viewer.graphql";
import { profileLink } from "./navItems.ts";
import { useLogout, useLogoutEverywhere } from "./useLogoutMutation.ts";
import { UserMenuButton } from "./UserMenuButton.tsx";

const Content = styled(MenuContent)`
  min-width: 220px;
  max-width: min(360px, calc(100vw - 32px));
`;

const Email = styled(DropdownMenu.Label)`
  padding: 8px 10px;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

/** The signed-in user's menu on wide screens: their email, their profile, their notification settings, privacy and data, 'Sair' and 'Sair de todos os dispositivos'. */
export function UserMenu({ email, userType, open, onOpenChange }: { email: string; userType: UserType; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [logout, loggingOut] = useLogout();
  const [logoutEverywhere, loggingOutEverywhere] = useLogoutEverywhere();
  const profile = profileLink(userType);
  return (
    <MenuRoot modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger asChild>
        <UserMenuButton email={email} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <Content align="end" sideOffset={8}>
          <Email>{email}</Email>
          <MenuSeparator />
          <MenuItem asChild>
            <Link to={profile.to}>
              <User size={16} aria-hidden />
              {profile.label}
            </Link>
          </MenuItem>
          {userType === "CANDIDATO" && (
            <MenuItem asChild>
              <Link to="/candidate/alertas">
                <Search size={16} aria-hidden />
                Alertas de vagas
              </Link>
            </MenuItem>
          )}
          <MenuItem asChild>
            <Link to="/conta/notificacoes">
              <Bell size={16} aria-hidden />
              Preferências de notificação
            </Link>
          </MenuItem>
          <MenuItem asChild>
            <Link to="/conta/privacidade">
              <ShieldCheck size={16} aria-hidden />
              Privacidade e dados
            </Link>
          </MenuItem>
          <MenuItem disabled={loggingOut} onSelect={logout}>
            <LogOut size={16} aria-hidden />
            Sair
          </MenuItem>
          <MenuItem disabled={loggingOutEverywhere} onSelect={logoutEverywhere}>
            <MonitorSmartphone size={16} aria-hidden />
            Sair de todos os dispositivos
          </MenuItem>
        </Content>
      </DropdownMenu.Portal>
    </MenuRoot>
  );
}
