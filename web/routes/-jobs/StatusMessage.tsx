import type { ReactNode } from "react";
import styled from "styled-components";

// The look of components/StatusPages.tsx (whose layout is not exported), for the job screens' own states.

const Wrapper = styled.main`
  display: grid;
  place-items: center;
  min-height: 70vh;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  text-align: center;
`;

const Box = styled.div`
  max-width: 460px;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  p { color: ${({ theme }) => theme.colors.muted}; }
`;

const Icon = styled.div<{ $danger?: boolean }>`
  display: grid;
  place-items: center;
  width: 72px;
  height: 72px;
  border-radius: 50%;
  background: ${({ theme, $danger }) => ($danger ? theme.colors.dangerSoft : theme.colors.brandSoft)};
  color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.brand)};
`;

interface StatusMessageProps {
  icon: ReactNode;
  danger?: boolean;
  title: string;
  text: string;
  action: ReactNode;
}

/** A whole-screen message: not found, or could not load. */
export function StatusMessage({ icon, danger, title, text, action }: StatusMessageProps) {
  return (
    <Wrapper>
      <Box>
        <Icon $danger={danger} aria-hidden>
          {icon}
        </Icon>
        <h1>{title}</h1>
        <p>{text}</p>
        {action}
      </Box>
    </Wrapper>
  );
}
