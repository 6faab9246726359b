import { Bookmark, Briefcase, LayoutDashboard, Search } from "lucide-react";
import type { UserType } from "./__generated__/Navbar_viewer.graphql";

export interface NavItem {
  to: "/jobs" | "/dashboard/candidate" | "/dashboard/company" | "/candidatos/buscar" | "/candidate/salvas";
  label: string;
  icon: typeof Briefcase;
}

/** The main links for who is signed in (visitors see 'Vagas' only). */
export function navItems(userType: UserType | null | undefined): NavItem[] {
  const items: NavItem[] = [{ to: "/jobs", label: "Vagas", icon: Briefcase }];
  if (userType === "CANDIDATO") {
    items.push({ to: "/dashboard/candidate", label: "Dashboard", icon: LayoutDashboard });
    items.push({ to: "/candidate/salvas", label: "Vagas Salvas", icon: Bookmark });
  }
  if (userType === "EMPRESA") {
    items.push({ to: "/dashboard/company", label: "Dashboard", icon: LayoutDashboard });
    items.push({ to: "/candidatos/buscar", label: "Buscar Candidatos", icon: Search });
  }
  return items;
}

/** The signed-in user's own profile page. */
export const profileLink = (userType: UserType | null | undefined) =>
  userType === "EMPRESA" ? ({ to: "/profile/company", label: "Perfil da Empresa" } as const) : ({ to: "/profile/candidate", label: "Meu Perfil" } as const);
