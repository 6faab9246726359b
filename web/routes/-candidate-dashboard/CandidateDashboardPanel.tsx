import { ArrowRight, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import styled from "styled-components";
import { ButtonLink } from "../../components/Button.tsx";
import { cardSurface } from "../../components/Card.tsx";
import { formatCount } from "../../format.ts";

// The frame of the dashboard's two panels ('Minhas Candidaturas', 'Empresas Interessadas').

const Panel = styled.section`
  ${cardSurface}
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const PanelHead = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.lg};
    letter-spacing: -0.01em;
  }
  h2:focus { outline: none; }
  h2 svg { color: ${({ theme }) => theme.colors.brand}; }
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    padding: ${({ theme }) => theme.space.md};
  }
`;

const Count = styled.span`
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** The panel's title (focusable: focus returns to it when an entry leaves) and its total. */
function PanelHeader(props: { id: string; icon: LucideIcon; title: string; count?: number; action?: ReactNode }) {
  const Icon = props.icon;
  return (
    <PanelHead>
      <h2 id={props.id} tabIndex={-1}>
        <Icon size={20} aria-hidden />
        {props.title}
        {props.count !== undefined && props.count > 0 && (
          <Count aria-label={`${formatCount(props.count)} no total`}>{formatCount(props.count)}</Count>
        )}
      </h2>
      {props.action}
    </PanelHead>
  );
}

/** Entries inside a panel, separated by hairlines. */
const PanelList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  & > li + li { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
`;

/** One entry: its parts stacked, with the panel's side padding. */
export const PanelItem = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    padding: ${({ theme }) => theme.space.md};
  }
`;

const PanelFooter = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  margin-top: auto;
`;

interface DashboardPanelProps {
  /** The heading's id: the panel is named by it, and focus returns to it when an entry leaves. */
  headingId: string;
  icon: LucideIcon;
  title: string;
  /** How many there are in all (the panel shows the newest few). */
  count: number;
  testId: string;
  /** Shown instead of the entries when there are none. */
  empty: ReactNode;
  /** The link to the whole list, when there are more than the panel shows. */
  more: { to: "/candidate/applications" | "/candidate/interests"; label: string } | null;
  /** The entries, as PanelItems. */
  children: ReactNode[];
}

/** A panel of the candidate's dashboard: its title and total, the newest entries (or why there are none), 'Ver todos…'. */
export function DashboardPanel({ headingId, icon, title, count, testId, empty, more, children }: DashboardPanelProps) {
  return (
    <Panel aria-labelledby={headingId} data-testid={testId}>
      <PanelHeader id={headingId} icon={icon} title={title} count={count} />
      {children.length === 0 ? empty : <PanelList>{children}</PanelList>}
      {more && (
        <PanelFooter>
          <ButtonLink to={more.to} $variant="secondary" $size="sm">
            {more.label}
            <ArrowRight size={16} aria-hidden />
          </ButtonLink>
        </PanelFooter>
      )}
    </Panel>
  );
}
