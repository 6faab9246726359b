import styled from "styled-components";

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  & > button[type="submit"] { margin-top: ${({ theme }) => theme.space.sm}; }
`;
