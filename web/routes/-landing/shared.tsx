import type { ReactNode } from "react";
import styled, { css } from "styled-components";
import { cardSurface } from "../../components/Card.tsx";

/** One band of the landing page; `$tone` picks its background so neighbouring sections read as distinct. */
export const Section = styled.section<{ $tone?: "surface" | "alt" }>`
  padding: ${({ theme }) => theme.space.xxxl} 0;
  background: ${({ theme, $tone = "surface" }) => ($tone === "alt" ? theme.colors.surfaceAlt : theme.colors.surface)};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    padding: ${({ theme }) => theme.space.xxl} 0;
  }
`;

export const Eyebrow = styled.p<{ $onDark?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme, $onDark }) => ($onDark ? theme.colors.brandSoft : theme.colors.brand)};
`;

const HeaderBox = styled.div<{ $center?: boolean }>`
  max-width: 680px;
  margin: ${({ $center }) => ($center ? "0 auto" : "0")};
  margin-bottom: ${({ theme }) => theme.space.xxl};
  text-align: ${({ $center }) => ($center ? "center" : "left")};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    margin-bottom: ${({ theme }) => theme.space.xl};
  }
`;

export const SectionTitle = styled.h2<{ $onDark?: boolean }>`
  font-size: clamp(1.625rem, 3.2vw, ${({ theme }) => theme.font.size.xxl});
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: -0.02em;
  color: ${({ theme, $onDark }) => ($onDark ? theme.colors.surface : theme.colors.ink)};
  text-wrap: balance;
`;

export const SectionLead = styled.p<{ $onDark?: boolean }>`
  margin-top: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme, $onDark }) => ($onDark ? theme.colors.brandSoft : theme.colors.muted)};
  text-wrap: pretty;
`;

interface SectionHeaderProps {
  id: string;
  eyebrow: string;
  title: ReactNode;
  lead?: ReactNode;
  center?: boolean;
  onDark?: boolean;
}

/** Eyebrow, h2 (with `id` for aria-labelledby) and lead paragraph. */
export function SectionHeader({ id, eyebrow, title, lead, center, onDark }: SectionHeaderProps) {
  return (
    <HeaderBox $center={center}>
      <Eyebrow $onDark={onDark}>{eyebrow}</Eyebrow>
      <SectionTitle id={id} $onDark={onDark}>
        {title}
      </SectionTitle>
      {lead && <SectionLead $onDark={onDark}>{lead}</SectionLead>}
    </HeaderBox>
  );
}


/** A feature's card: lifts on hover, an h3 title and a muted paragraph. */
export const featureCard = css`
  position: relative;
  ${cardSurface}
  transition: box-shadow 160ms ease, transform 160ms ease, border-color 160ms ease;
  &:hover {
    transform: translateY(-2px);
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
  h3 {
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  p {
    margin-top: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
`;
