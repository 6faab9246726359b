import styled from "styled-components";

// The look shared by the company's application and interest cards (applicants of a job,
// all applications received, interests sent).

export const CardArticle = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  min-width: 0;
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    padding: ${({ theme }) => theme.space.md};
  }
`;

/** Avatar, who and the status badge; on phones the badge moves under the name. */
export const CardHead = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: start;
  gap: ${({ theme }) => theme.space.md};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    grid-template-columns: auto minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    & > :last-child { grid-column: 2; justify-self: start; }
  }
`;

export const CardWho = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
  h2, h3 { font-size: ${({ theme }) => theme.font.size.lg}; overflow-wrap: anywhere; }
`;

export const CardMeta = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
  li { display: inline-flex; align-items: center; gap: 6px; min-width: 0; overflow-wrap: anywhere; }
  a { color: inherit; text-decoration: none; }
  a:hover { color: ${({ theme }) => theme.colors.brand}; text-decoration: underline; }
  strong { color: ${({ theme }) => theme.colors.text}; font-weight: ${({ theme }) => theme.font.weight.semibold}; }
  svg { color: ${({ theme }) => theme.colors.subtle}; flex-shrink: 0; }
`;

/** A quoted text (cover letter, message) on a tinted box, with a small caption. */
export const CardQuote = styled.div`
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radius.md};
  h4 {
    margin-bottom: 6px;
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.colors.muted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
`;

export const CardFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** Buttons of a card: in a row; on phones they fill the width, as many per line as fit. */
export const CardButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    width: 100%;
    & > * { flex: 1 1 auto; }
  }
`;

export const CardList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const place = (cidade: string | null | undefined, estado: string | null | undefined) =>
  [cidade?.trim(), estado?.trim()].filter(Boolean).join(", ");
