import type { ReactNode } from "react";
import styled from "styled-components";
import { useDocumentTitle } from "./useDocumentTitle.ts";

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

const Code = styled.p`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.colors.brand} !important;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

interface StatusMessageProps {
  icon: ReactNode;
  danger?: boolean;
  /** A small line above the title, e.g. 'Erro 404'. */
  code?: string;
  title: string;
  text: string;
  action: ReactNode;
}

/** A whole-screen message: not found, access denied, or could not load. */
export function StatusMessage({ icon, danger, code, title, text, action }: StatusMessageProps) {
  useDocumentTitle(title);
  return (
    <Wrapper>
      <Box>
        <Icon $danger={danger} aria-hidden>
          {icon}
        </Icon>
        {code && <Code>{code}</Code>}
        <h1>{title}</h1>
        <p>{text}</p>
        {action}
      </Box>
    </Wrapper>
  );
}
