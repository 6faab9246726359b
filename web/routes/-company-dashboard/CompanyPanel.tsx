import { Link } from "@tanstack/react-router";
import { ArrowRight, type LucideIcon } from "lucide-react";
import { useId, type ReactNode } from "react";
import styled from "styled-components";
import { cardSurface } from "../../components/Card.tsx";

const Section = styled.section`
  ${cardSurface}
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  h2 svg { color: ${({ theme }) => theme.colors.brand}; }
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    padding: ${({ theme }) => theme.space.md};
  }
`;

const SeeAll = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  flex-shrink: 0;
  padding: 4px 6px;
  margin-right: -6px;
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.colors.brand};
  text-decoration: none;
  &:hover { color: ${({ theme }) => theme.colors.brandHover}; background: ${({ theme }) => theme.colors.brandSoft}; }
`;

/** The rows of a panel: each one a link to what it shows. */
export const PanelList = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  list-style: none;
  li + li { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
`;

export const PanelRow = styled(Link)`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  color: inherit;
  text-decoration: none;
  transition: background 120ms ease;
  &:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; }
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  }
`;

export const PanelText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  strong, span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  strong { font-size: ${({ theme }) => theme.font.size.sm}; font-weight: ${({ theme }) => theme.font.weight.semibold}; color: ${({ theme }) => theme.colors.ink}; }
  span { font-size: ${({ theme }) => theme.font.size.sm}; color: ${({ theme }) => theme.colors.muted}; }
`;

export const PanelAside = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 4px;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.muted};
  white-space: nowrap;
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

interface CompanyPanelProps {
  title: string;
  icon: LucideIcon;
  /** The full list, and its link's label ('Ver todas', 'Ver todos'). */
  to: string;
  linkLabel: string;
  /** Shown instead of the rows when there are none. */
  empty: string | null;
  children?: ReactNode;
}

/** A dashboard side panel: a title, a link to the full list, and its latest entries. */
export function CompanyPanel({ title, icon: Icon, to, linkLabel, empty, children }: CompanyPanelProps) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <Head>
        <h2 id={headingId}>
          <Icon size={18} aria-hidden />
          {title}
        </h2>
        <SeeAll to={to}>
          {linkLabel}
          <ArrowRight size={16} aria-hidden />
        </SeeAll>
      </Head>
      {empty ? <Empty>{empty}</Empty> : children}
    </Section>
  );
}
