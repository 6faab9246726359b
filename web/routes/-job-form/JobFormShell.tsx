import { Link } from "@tanstack/react-router";
import { ArrowLeft, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import styled from "styled-components";
import { ButtonLink } from "../../components/Button.tsx";
import { Container, PageMain } from "../../components/Card.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";

const Narrow = styled(Container)`
  max-width: 880px;
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: 4px 2px;
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.colors.muted};
  text-decoration: none;
  &:hover { color: ${({ theme }) => theme.colors.brand}; }
`;

/** The create and edit pages' frame: back link, heading, then the form. */
export function JobFormShell({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <PageMain>
      <Narrow>
        <Back to="/dashboard/company">
          <ArrowLeft size={16} aria-hidden />
          Voltar ao dashboard
        </Back>
        <PageHeader title={title} subtitle={subtitle} />
        {children}
      </Narrow>
    </PageMain>
  );
}

const Missing = styled.main`
  display: grid;
  place-items: center;
  min-height: 70vh;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  text-align: center;
  & > div { display: flex; flex-direction: column; align-items: center; gap: ${({ theme }) => theme.space.md}; max-width: 460px; }
  p { color: ${({ theme }) => theme.colors.muted}; }
`;

const MissingIcon = styled.span`
  display: grid;
  place-items: center;
  width: 72px;
  height: 72px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.muted};
`;

/** A job that does not exist, or belongs to another company: the same answer for both. */
export function JobNotFound(): ReactNode {
  return (
    <Missing>
      <div>
        <MissingIcon aria-hidden>
          <SearchX size={36} />
        </MissingIcon>
        <h1>Vaga não encontrada</h1>
        <p>A vaga que você quer editar não existe, foi removida ou pertence a outra empresa.</p>
        <ButtonLink to="/dashboard/company">Voltar ao dashboard</ButtonLink>
      </div>
    </Missing>
  );
}
