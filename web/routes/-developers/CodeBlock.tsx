import { useId } from "react";
import styled from "styled-components";

const Figure = styled.figure`
  margin: ${({ theme }) => theme.space.md} 0 0;
  min-width: 0;
`;

const Caption = styled.figcaption`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md} ${({ theme }) => theme.radius.md} 0 0;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-bottom: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.colors.ink};
`;

const Language = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.regular};
  color: ${({ theme }) => theme.colors.muted};
`;

const Pre = styled.pre`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  overflow-x: auto;
  border-radius: 0 0 ${({ theme }) => theme.radius.md} ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.border};
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace;
  font-size: 0.8125rem;
  line-height: 1.55;
  tab-size: 2;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.brandSoft};
    outline-offset: 2px;
  }
  code {
    padding: 0 !important;
    background: none !important;
    font-size: inherit !important;
    color: inherit;
  }
`;

const languageNames: Record<string, string> = {
  sh: "Terminal",
  ts: "TypeScript",
  graphql: "GraphQL",
  http: "HTTP",
  json: "JSON",
};

/**
 * A code example under its caption, which also names the block: a region reached by keyboard, so
 * that a line wider than the screen can be scrolled without a mouse.
 */
export function CodeBlock({ label, language, code }: { label: string; language: string; code: string }) {
  const captionId = useId();
  return (
    <Figure>
      <Caption>
        <span id={captionId}>{label}</span>
        <Language>{languageNames[language] ?? language}</Language>
      </Caption>
      <Pre tabIndex={0} role="region" aria-labelledby={captionId}>
        <code>{code}</code>
      </Pre>
    </Figure>
  );
}
