import { Link } from "@tanstack/react-router";
import { lazy, Suspense, useState } from "react";
import { graphql, useFragment } from "react-relay";
import styled from "styled-components";
import { brand } from "../../brand.ts";
import { ButtonLink } from "../../components/Button.tsx";
import { BrandLogo } from "../../components/BrandLogo.ts";
import { Container } from "../../components/Card.tsx";
import type { Navbar_viewer$key, UserType } from "./__generated__/Navbar_viewer.graphql";
import { MobileMenu } from "./MobileMenu.tsx";
import { navItems } from "./navItems.ts";
import { NavLink } from "./NavLink.ts";
import { UserMenuButton } from "./UserMenuButton.tsx";
import { toAuth } from "../-auth/authLinks.ts";

// Radix DropdownMenu (with floating-ui) loads only for the signed in, whose bar shows the menu.
const UserMenu = lazy(() => import("./UserMenu.tsx").then((module) => ({ default: module.UserMenu })));

/**
 * The user menu once its code has arrived; a click on the button before that opens it when it does. Its state is
 * held here, not read once at the menu's mount: a click landing while the code arrives must still open it.
 */
function LoadingUserMenu({ email, userType }: { email: string; userType: UserType }) {
  const [open, setOpen] = useState(false);
  return (
    <Suspense fallback={<UserMenuButton email={email} onClick={() => setOpen(true)} />}>
      <UserMenu email={email} userType={userType} open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}

// The bell (its list, live updates and Radix DropdownMenu) loads for the signed in only, after the first paint:
// visitors' pages never carry it. Until it comes, its place in the bar is kept, so nothing moves.
const NotificationBell = lazy(() => import("../../features/notifications/NotificationBell.tsx").then((module) => ({ default: module.NotificationBell })));

const BellPlace = styled.span`
  width: 40px;
  height: 36px;
`;

const fragment = graphql`
  fragment Navbar_viewer on User {
    email
    userType
    ...NotificationBellButton_viewer
    ...NotificationBell_viewer
  }
`;

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

const DesktopOnly = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) { display: none; }
`;

const Spacer = styled.div`flex: 1;`;

/** The bar on every page: the brand, the main links, and the user's menu (a sheet on tablets and phones). */
export function Navbar({ viewer: viewerKey }: { viewer: Navbar_viewer$key | null }) {
  const viewer = useFragment(fragment, viewerKey);
  return (
    <Bar>
      <Inner as="div">
        <Brand to="/">
          <BrandLogo aria-hidden data-initial={brand.charAt(0)} />
          {brand}
          <span className="visually-hidden">, página inicial</span>
        </Brand>
        <DesktopOnly as="nav" aria-label="Principal">
          {navItems(viewer?.userType).map(({ to, label, icon: Icon }) => (
            <NavLink key={to} to={to} activeOptions={{ exact: to === "/jobs" }}>
              <Icon size={16} aria-hidden />
              {label}
            </NavLink>
          ))}
        </DesktopOnly>
        <Spacer />
        {viewer && (
          <Suspense fallback={<BellPlace />}>
            <NotificationBell viewer={viewer} />
          </Suspense>
        )}
        <DesktopOnly>
          {viewer ? (
            <LoadingUserMenu email={viewer.email} userType={viewer.userType} />
          ) : (
            <>
              <ButtonLink to="/auth" $variant="ghost" $size="sm">
                Entrar
              </ButtonLink>
              <ButtonLink to="/auth" search={toAuth({ aba: "candidato" })} $size="sm">
                Cadastrar
              </ButtonLink>
            </>
          )}
        </DesktopOnly>
        <MobileMenu viewer={viewer ?? null} />
      </Inner>
    </Bar>
  );
}
