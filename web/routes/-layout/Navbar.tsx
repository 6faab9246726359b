import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Link } from "@tanstack/react-router";
import { Briefcase, ChevronDown, LayoutDashboard, LogOut, Menu, MonitorSmartphone, Search, User, X } from "lucide-react";
import { useEffect, useState } from "react";
import { graphql, useFragment } from "react-relay";
import styled from "styled-components";
import { ButtonLink, buttonStyles, type ButtonStyleProps } from "../../components/Button.tsx";
import { Container } from "../../components/Card.tsx";
import { brand } from "../../brand.ts";
import type { Navbar_viewer$key } from "./__generated__/Navbar_viewer.graphql";
import { useLogoutEverywhere } from "./useLogoutEverywhereMutation.ts";
import { useLogout } from "./useLogoutMutation.ts";

const fragment = graphql`
  fragment Navbar_viewer on User {
    email
    userType
  }
`;

interface NavItem {
  to: "/jobs" | "/dashboard/candidate" | "/dashboard/company" | "/candidatos/buscar";
  label: string;
  icon: typeof Briefcase;
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: rgba(255, 255, 255, 0.92);
  backdrop-filter: saturate(180%) blur(10px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  height: ${({ theme }) => theme.layout.navHeight};
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.colors.ink};
  text-decoration: none;
  letter-spacing: -0.01em;
`;

const Logo = styled.span`
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const DesktopOnly = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) { display: none; }
`;

const Spacer = styled.div`flex: 1;`;

const NavLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; }
  &[data-status="active"] { color: ${({ theme }) => theme.colors.brand}; background: ${({ theme }) => theme.colors.brandSoft}; }
`;

const MenuTrigger = styled.button<ButtonStyleProps>`
  ${buttonStyles}
  max-width: 260px;
  span { overflow: hidden; text-overflow: ellipsis; }
`;

const MenuContent = styled(DropdownMenu.Content)`
  min-width: 220px;
  padding: 6px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  z-index: 60;
`;

const MenuLabel = styled(DropdownMenu.Label)`
  padding: 8px 10px;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
  overflow: hidden;
  text-overflow: ellipsis;
`;

const MenuItem = styled(DropdownMenu.Item)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: 9px 10px;
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  cursor: pointer;
  outline: none;
  &[data-highlighted] { background: ${({ theme }) => theme.colors.surfaceAlt}; }
`;

const Separator = styled(DropdownMenu.Separator)`
  height: 1px;
  margin: 6px 0;
  background: ${({ theme }) => theme.colors.border};
`;

const MobileToggle = styled.button<ButtonStyleProps>`
  ${buttonStyles}
  display: none;
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) { display: inline-flex; }
`;

const MobilePanel = styled.nav`
  display: none;
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    display: flex;
    flex-direction: column;
    gap: 4px;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md} ${theme.space.md}`};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const MobileEmail = styled.p`
  padding: 8px 12px;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

const PlainButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
  justify-content: flex-start;
`;

export function Navbar({ viewer: viewerKey }: { viewer: Navbar_viewer$key | null }) {
  const viewer = useFragment(fragment, viewerKey);
  const [logout, loggingOut] = useLogout();
  const [logoutEverywhere, loggingOutEverywhere] = useLogoutEverywhere();
  const [mobileOpen, setMobileOpen] = useState(false);

  const items: NavItem[] = [{ to: "/jobs", label: "Vagas", icon: Briefcase }];
  if (viewer?.userType === "CANDIDATO") items.push({ to: "/dashboard/candidate", label: "Dashboard", icon: LayoutDashboard });
  if (viewer?.userType === "EMPRESA") {
    items.push({ to: "/dashboard/company", label: "Dashboard", icon: LayoutDashboard });
    items.push({ to: "/candidatos/buscar", label: "Buscar Candidatos", icon: Search });
  }
  const profile =
    viewer?.userType === "EMPRESA"
      ? ({ to: "/profile/company", label: "Perfil da Empresa" } as const)
      : ({ to: "/profile/candidate", label: "Meu Perfil" } as const);

  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setMobileOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [mobileOpen]);

  const close = () => setMobileOpen(false);

  return (
    <Bar>
      <Inner as="div">
        <Brand to="/" aria-label={`${brand}, página inicial`}>
          <Logo aria-hidden>{brand.charAt(0)}</Logo>
          {brand}
        </Brand>
        <DesktopOnly as="nav" aria-label="Principal">
          {items.map(({ to, label, icon: Icon }) => (
            <NavLink key={to} to={to} activeOptions={{ exact: to === "/jobs" }}>
              <Icon size={16} aria-hidden />
              {label}
            </NavLink>
          ))}
        </DesktopOnly>
        <Spacer />
        <DesktopOnly>
          {viewer ? (
            <DropdownMenu.Root modal={false}>
              <DropdownMenu.Trigger asChild>
                <MenuTrigger $variant="outline" $size="sm" aria-label={`Menu do usuário ${viewer.email}`}>
                  <User size={16} aria-hidden />
                  <span>{viewer.email}</span>
                  <ChevronDown size={14} aria-hidden />
                </MenuTrigger>
              </DropdownMenu.Trigger>
              <DropdownMenu.Portal>
                <MenuContent align="end" sideOffset={8}>
                  <MenuLabel>{viewer.email}</MenuLabel>
                  <Separator />
                  <MenuItem asChild>
                    <Link to={profile.to}>
                      <User size={16} aria-hidden />
                      {profile.label}
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
                </MenuContent>
              </DropdownMenu.Portal>
            </DropdownMenu.Root>
          ) : (
            <>
              <ButtonLink to="/auth" $variant="ghost" $size="sm">
                Entrar
              </ButtonLink>
              <ButtonLink to="/auth" $size="sm">
                Cadastrar
              </ButtonLink>
            </>
          )}
        </DesktopOnly>
        <MobileToggle
          $variant="ghost"
          $size="sm"
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          aria-label={mobileOpen ? "Fechar menu" : "Abrir menu"}
          onClick={() => setMobileOpen((open) => !open)}
        >
          {mobileOpen ? <X size={22} aria-hidden /> : <Menu size={22} aria-hidden />}
        </MobileToggle>
      </Inner>
      {mobileOpen && (
        <MobilePanel id="mobile-menu" aria-label="Menu">
          {items.map(({ to, label, icon: Icon }) => (
            <NavLink key={to} to={to} onClick={close}>
              <Icon size={16} aria-hidden />
              {label}
            </NavLink>
          ))}
          {viewer ? (
            <>
              <MobileEmail>{viewer.email}</MobileEmail>
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
        </MobilePanel>
      )}
    </Bar>
  );
}
