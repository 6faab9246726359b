import * as Tabs from "@radix-ui/react-tabs";
import { useNavigate } from "@tanstack/react-router";
import { Building2, UserRound } from "lucide-react";
import styled from "styled-components";
import { brand } from "../../brand.ts";
import { useDismissToast } from "../../components/Toaster.tsx";
import { useDocumentTitle } from "../../components/useDocumentTitle.ts";
import { authRoute } from "../auth.tsx";
import type { AuthSearch, AuthTab } from "./authLinks.ts";
import { safeReturnPath } from "./returnPath.ts";
import { Heading, Page, Panel } from "./styles.ts";
import { LoginForm } from "./LoginForm.tsx";
import { RegisterCandidateForm } from "./RegisterCandidateForm.tsx";
import { RegisterCompanyForm } from "./RegisterCompanyForm.tsx";

const List = styled(Tabs.List)<{ $small?: boolean }>`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 4px;
  padding: 4px;
  margin-bottom: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $small }) => ($small ? theme.colors.surfaceAlt : theme.colors.background)};
`;

const Trigger = styled(Tabs.Trigger)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  padding: 9px 12px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;
  &[data-state="active"] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.ink};
    box-shadow: ${({ theme }) => theme.shadow.sm};
  }
`;

/**
 * Login and the two registrations, one tab each. The open tab lives in the URL (?aba=), so each
 * invitation ('Sou Candidato', 'Cadastrar Empresa') opens its own form, and a reload or Back keeps it.
 */
export function AuthPage() {
  const search: AuthSearch = authRoute.useSearch();
  const { aba = "entrar", voltar } = search;
  const navigate = useNavigate({ from: authRoute.fullPath });
  const dismissToast = useDismissToast();
  useDocumentTitle("Entrar ou criar conta");

  const open = (tab: AuthTab) => {
    // The last attempt's verdict ('Erro no login') means nothing on another form.
    dismissToast();
    void navigate({ search: (previous: AuthSearch) => ({ ...previous, aba: tab === "entrar" ? undefined : tab }), replace: true, resetScroll: false });
  };

  return (
    <Page>
      <Panel>
        <Heading>
          <h1>Bem-vindo ao {brand}</h1>
          <p>{safeReturnPath(voltar) ? "Entre ou crie sua conta e voltamos para a página em que você estava." : "Entre ou crie sua conta para continuar."}</p>
        </Heading>
        <Tabs.Root value={aba === "entrar" ? "login" : "register"} onValueChange={(value) => open(value === "login" ? "entrar" : "candidato")}>
          <List aria-label="Entrar ou cadastrar">
            <Trigger value="login">Entrar</Trigger>
            <Trigger value="register">Cadastrar</Trigger>
          </List>
          <Tabs.Content value="login">
            <LoginForm />
          </Tabs.Content>
          <Tabs.Content value="register">
            <Tabs.Root value={aba === "empresa" ? "empresa" : "candidato"} onValueChange={(value) => open(value === "empresa" ? "empresa" : "candidato")}>
              <List $small aria-label="Tipo de conta">
                <Trigger value="candidato">
                  <UserRound size={16} aria-hidden />
                  Candidato
                </Trigger>
                <Trigger value="empresa">
                  <Building2 size={16} aria-hidden />
                  Empresa
                </Trigger>
              </List>
              <Tabs.Content value="candidato">
                <RegisterCandidateForm />
              </Tabs.Content>
              <Tabs.Content value="empresa">
                <RegisterCompanyForm />
              </Tabs.Content>
            </Tabs.Root>
          </Tabs.Content>
        </Tabs.Root>
      </Panel>
    </Page>
  );
}
