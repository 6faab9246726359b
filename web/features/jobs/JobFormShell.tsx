import { Link } from "@tanstack/react-router";
import { ArrowLeft, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import styled from "styled-components";
import { ButtonLink } from "../../components/Button.tsx";
import { Container, PageMain } from "../../components/Card.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { StatusMessage } from "../../components/StatusMessage.tsx";

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
          Voltar ao Dashboard
        </Back>
        <PageHeader title={title} subtitle={subtitle} />
        {children}
      </Narrow>
    </PageMain>
  );
}

/** A job that does not exist, or belongs to another company: the same answer for both. */
export function EditedJobNotFound() {
  return (
    <StatusMessage
      icon={<SearchX size={36} />}
      title="Vaga não encontrada"
      text="A vaga que você quer editar não existe, foi removida ou pertence a outra empresa."
      action={<ButtonLink to="/dashboard/company">Voltar ao Dashboard</ButtonLink>}
    />
  );
}
