import type { LucideIcon } from "lucide-react";
import { useId, type ReactNode } from "react";
import styled from "styled-components";
import { Card } from "../../components/Card.tsx";
import { IconBox } from "../../components/IconBox.ts";

const SectionCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    padding: ${({ theme }) => theme.space.md};
  }
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  h2 { font-size: ${({ theme }) => theme.font.size.lg}; }
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space.md};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
`;

interface SectionProps {
  icon: LucideIcon;
  title: string;
  /** How many items the section lists; 0 shows `empty` instead of the children. */
  count: number;
  empty: string;
  children: ReactNode;
}

/** One read-only part of the profile: a titled card, or its empty message. */
export function CandidateViewSection({ icon: SectionIcon, title, count, empty, children }: SectionProps) {
  const headingId = useId();
  return (
    <SectionCard aria-labelledby={headingId}>
      <Header>
        <IconBox $size={36} aria-hidden>
          <SectionIcon size={18} />
        </IconBox>
        <h2 id={headingId}>{title}</h2>
      </Header>
      {count === 0 ? <Empty>{empty}</Empty> : children}
    </SectionCard>
  );
}

/** A list of entries separated by rules: a school, a job, a course. */
export const EntryList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  & > li + li {
    margin-top: ${({ theme }) => theme.space.md};
    padding-top: ${({ theme }) => theme.space.md};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const EntryTitle = styled.h3`
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

export const EntrySubtitle = styled.p`
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

export const EntryMeta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px ${({ theme }) => theme.space.sm};
  margin-top: 6px;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/** 'de – até', the end reading 'Atual' when there is none. */
export function Period({ from, to }: { from: string | null; to: string | null }) {
  return (
    <span>
      {from ? `${from} – ` : ""}
      {to ?? "Atual"}
    </span>
  );
}
