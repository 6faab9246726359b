import styled from "styled-components";

/** The brand's square mark (its first letter on the brand colour), beside the name in the bar and the footer. */
export const BrandLogo = styled.span`
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.font.size.md};
`;
