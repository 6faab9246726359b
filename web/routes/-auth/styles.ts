import styled from "styled-components";

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  & > button[type="submit"] { margin-top: ${({ theme }) => theme.space.sm}; }
`;

/** A failure that belongs to no field ('Email ou senha incorretos'), just above the form's button. */
export const FormAlert = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: 10px 12px;
  border: 1px solid color-mix(in srgb, ${({ theme }) => theme.colors.danger} 35%, transparent);
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  svg { flex-shrink: 0; margin-top: 1px; color: ${({ theme }) => theme.colors.danger}; }
`;
