import styled from "styled-components";

/**
 * The brand's square mark (its first letter on the brand colour), beside the name in the bar and the footer.
 * Empty with `data-initial`, the letter is drawn by CSS: inside a link it is then no part of the text
 * the link's accessible name must contain (WCAG 2.5.3).
 */
export const BrandLogo = styled.span`
  &:empty::before { content: attr(data-initial); }
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.font.size.md};
`;
