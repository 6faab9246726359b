import styled from "styled-components";

// Parts of the cards in lists (ArticleCard, Card.tsx, holds them; MetaList and ButtonRow,
// ListLayout.tsx, go inside): a quoted text, the footer, and a head with a company's logo.

/** A quoted text (cover letter, message) on a tinted box, with a small caption. */
export const CardQuote = styled.div`
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radius.md};
  h3, h4 {
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

/** A company's logo, the titles and badges in a row; on phones the badges move under the titles. */
export const LogoHead = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  grid-template-areas: "logo titles badges";
  align-items: start;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  & > :first-child { grid-area: logo; }
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    grid-template-columns: auto minmax(0, 1fr);
    grid-template-areas: "logo titles" "badges badges";
  }
`;

export const LogoHeadTitles = styled.div`
  grid-area: titles;
  min-width: 0;
  h3 { font-size: ${({ theme }) => theme.font.size.lg}; overflow-wrap: anywhere; }
  p { margin-top: 2px; overflow-wrap: anywhere; }
`;

export const LogoHeadBadges = styled.div`
  grid-area: badges;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 6px;
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    justify-content: flex-start;
  }
`;
