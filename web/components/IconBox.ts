import styled from "styled-components";

/** An icon on a soft brand-coloured square (section titles, facts, tiles); decorative. */
export const IconBox = styled.span<{ $size?: number }>`
  display: grid;
  place-items: center;
  flex-shrink: 0;
  width: ${({ $size = 40 }) => $size}px;
  height: ${({ $size = 40 }) => $size}px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brand};
`;
