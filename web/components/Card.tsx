import styled from "styled-components";

export const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  padding: ${({ theme }) => theme.space.lg};
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
