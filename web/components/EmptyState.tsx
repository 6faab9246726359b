import type { ReactNode } from "react";
import styled from "styled-components";

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  h2, h3 { font-size: ${({ theme }) => theme.font.size.lg}; }
  p { color: ${({ theme }) => theme.colors.muted}; max-width: 440px; }
  & > a { margin-top: ${({ theme }) => theme.space.sm}; }
`;

const Icon = styled.span`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  margin-bottom: ${({ theme }) => theme.space.xs};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brand};
`;

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}

/** A list with nothing in it yet: what will appear here, and what to do meanwhile. */
export function EmptyState({ icon, title, children, action }: EmptyStateProps) {
  return (
    <Box data-testid="empty-state">
      <Icon aria-hidden>{icon}</Icon>
      <h2>{title}</h2>
      {children && <p>{children}</p>}
      {action}
    </Box>
  );
}
