import { Link } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";
import styled, { css } from "styled-components";
import { ButtonLink } from "./Button.tsx";

const DashboardLink = styled(ButtonLink)`
  margin-bottom: ${({ theme }) => theme.space.md};
  margin-left: -10px;
  color: ${({ theme }) => theme.colors.muted};
  &:hover:not(:disabled) { color: ${({ theme }) => theme.colors.ink}; }
`;

/** 'Voltar ao Dashboard' above a company screen. */
export function CompanyDashboardBackLink() {
  return (
    <DashboardLink to="/dashboard/company" $variant="ghost" $size="sm">
      <ArrowLeft size={18} aria-hidden />
      Voltar ao Dashboard
    </DashboardLink>
  );
}

const backStyles = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: 6px 10px 6px 6px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  cursor: pointer;
  &:hover { color: ${({ theme }) => theme.colors.ink}; background: ${({ theme }) => theme.colors.surface}; }
`;

/** A quiet 'Voltar' above a page: a link to a known place, or (BackButton) the browser's way back. */
export const BackLink = styled(Link)`
  ${backStyles}
`;

export const BackButton = styled.button`
  ${backStyles}
`;

/** 'Voltar ao Dashboard' in the header of a candidate's list page. */
export function CandidateDashboardBackLink() {
  return (
    <ButtonLink to="/dashboard/candidate" $variant="outline">
      <ArrowLeft size={18} aria-hidden />
      Voltar ao Dashboard
    </ButtonLink>
  );
}
