import styled, { css } from "styled-components";

/** The look every card shares: the surface, a hairline border, large corners and a small shadow. */
export const cardSurface = css`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
`;

/** A card that lights up on hover and while something inside it has focus (clickable results). */
export const cardHighlight = css`
  transition: box-shadow 120ms ease, border-color 120ms ease;
  &:hover,
  &:focus-within {
    border-color: color-mix(in srgb, ${({ theme }) => theme.colors.brand} 35%, ${({ theme }) => theme.colors.border});
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
`;

export const Card = styled.section`
  ${cardSurface}
  padding: ${({ theme }) => theme.space.lg};
`;

/** One item of a list of cards (a job, an application, a candidate): its parts stacked, less padding on phones. */
export const ArticleCard = styled.article`
  ${cardSurface}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    padding: ${({ theme }) => theme.space.md};
  }
`;

export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.lg};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    padding: 0 ${({ theme }) => theme.space.md};
  }
`;

export const PageMain = styled.main`
  padding: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.xxl};
`;
