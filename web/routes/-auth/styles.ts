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

/** The sign-in pages' backdrop: one panel, centred, on the brand's soft colours. */
export const Page = styled.main`
  display: grid;
  place-items: start center;
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.md};
  background:
    radial-gradient(circle at 15% 10%, ${({ theme }) => theme.colors.brandSoft} 0, transparent 40%),
    radial-gradient(circle at 85% 90%, #fef3c7 0, transparent 35%);
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) { padding-top: ${({ theme }) => theme.space.lg}; }
`;

export const Panel = styled.div`
  width: 100%;
  max-width: 460px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  padding: ${({ theme }) => theme.space.xl};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) { padding: ${({ theme }) => theme.space.lg}; }
`;

export const Heading = styled.div`
  text-align: center;
  margin-bottom: ${({ theme }) => theme.space.lg};
  h1 { font-size: ${({ theme }) => theme.font.size.xl}; }
  p { margin-top: 6px; color: ${({ theme }) => theme.colors.muted}; }
`;
