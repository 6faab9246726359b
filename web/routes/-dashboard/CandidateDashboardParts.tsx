import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import styled from "styled-components";
import { formatDateTime, formatRelative } from "../../format.ts";

// Pieces the candidate's dashboard panels share (and the candidate's own list pages reuse).

/** 'Há 2 dias', with the real date and time on hover and for assistive technology. */
export function CandidateRelativeTime({ iso, prefix }: { iso: string; prefix?: string }) {
  const full = formatDateTime(iso);
  const relative = formatRelative(iso);
  return (
    <time dateTime={iso} title={full}>
      {prefix ? `${prefix} ${relative.charAt(0).toLowerCase()}${relative.slice(1)}` : relative}
    </time>
  );
}

export const CandidatePanel = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
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

export function CandidatePanelHeader(props: { id: string; icon: LucideIcon; title: string; count?: number; action?: ReactNode }) {
  const Icon = props.icon;
  return (
    <PanelHead>
      <h2 id={props.id} tabIndex={-1}>
        <Icon size={20} aria-hidden />
        {props.title}
        {props.count !== undefined && props.count > 0 && (
          <Count aria-label={`${props.count.toLocaleString("pt-BR")} no total`}>{props.count.toLocaleString("pt-BR")}</Count>
        )}
      </h2>
      {props.action}
    </PanelHead>
  );
}

/** Entries inside a panel, separated by hairlines. */
export const CandidatePanelList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  & > li + li { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
`;

export const CandidatePanelFooter = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  margin-top: auto;
`;

/** Location, date and the like: small muted items with an icon each. */
export const CandidateMeta = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
  li { display: inline-flex; align-items: center; gap: 6px; min-width: 0; overflow-wrap: anywhere; }
  svg { color: ${({ theme }) => theme.colors.subtle}; flex-shrink: 0; }
`;

/** A row of buttons; on phones they share the width. */
export const CandidateActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    & > * { flex: 1 1 0; }
  }
`;

const EmptyBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  text-align: center;
  h3 { font-size: ${({ theme }) => theme.font.size.md}; }
  p { color: ${({ theme }) => theme.colors.muted}; font-size: ${({ theme }) => theme.font.size.sm}; max-width: 360px; margin-bottom: ${({ theme }) => theme.space.sm}; }
`;

const EmptyIcon = styled.span`
  display: grid;
  place-items: center;
  width: 52px;
  height: 52px;
  margin-bottom: ${({ theme }) => theme.space.xs};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brand};
`;

export function CandidateEmptyState(props: { icon: LucideIcon; title: string; text?: string; action: ReactNode; className?: string }) {
  const Icon = props.icon;
  return (
    <EmptyBox className={props.className}>
      <EmptyIcon aria-hidden>
        <Icon size={24} />
      </EmptyIcon>
      <h3>{props.title}</h3>
      {props.text && <p>{props.text}</p>}
      {props.action}
    </EmptyBox>
  );
}
