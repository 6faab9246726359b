import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import styled, { css } from "styled-components";

const Box = styled.div<{ $compact: boolean; $framed: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme, $compact }) => ($compact ? `${theme.space.xl} ${theme.space.lg}` : `${theme.space.xxl} ${theme.space.lg}`)};
  text-align: center;
  ${({ $framed }) =>
    $framed &&
    css`
      background: ${({ theme }) => theme.colors.surface};
      border: 1px dashed ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radius.lg};
    `}
  h2, h3 { font-size: ${({ theme, $compact }) => ($compact ? theme.font.size.md : theme.font.size.lg)}; }
  p {
    max-width: ${({ $compact }) => ($compact ? "360px" : "440px")};
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme, $compact }) => ($compact ? theme.font.size.sm : "inherit")};
  }
  & > a { margin-top: ${({ theme }) => theme.space.sm}; }
`;

const Icon = styled.span<{ $compact: boolean }>`
  display: grid;
  place-items: center;
  width: ${({ $compact }) => ($compact ? 52 : 56)}px;
  height: ${({ $compact }) => ($compact ? 52 : 56)}px;
  margin-bottom: ${({ theme }) => theme.space.xs};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brand};
`;

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  /** What will appear here, or what to do meanwhile. */
  children?: ReactNode;
  action?: ReactNode;
  /** Smaller, for a panel or a card; a page-wide one is larger. */
  compact?: boolean;
  /** The dashed frame; on by default, except for compact ones inside a panel. */
  framed?: boolean;
  /** The title's heading level: 2 on its own, 3 inside a titled section. */
  level?: 2 | 3;
  /** Announce the title when it replaces results (a search that found nothing). */
  live?: boolean;
  testId?: string;
}

/** A list with nothing in it yet: what will appear here, and what to do meanwhile. */
export function EmptyState({ icon: IconShape, title, children, action, compact = false, framed = !compact, level, live, testId = "empty-state" }: EmptyStateProps) {
  const Heading = (level ?? (compact ? 3 : 2)) === 2 ? "h2" : "h3";
  return (
    <Box $compact={compact} $framed={framed} data-testid={testId}>
      <Icon $compact={compact} aria-hidden>
        <IconShape size={compact ? 24 : 26} />
      </Icon>
      <Heading aria-live={live ? "polite" : undefined}>{title}</Heading>
      {children && <p>{children}</p>}
      {action}
    </Box>
  );
}
