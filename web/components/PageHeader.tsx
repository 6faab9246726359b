import type { ReactNode } from "react";
import styled from "styled-components";
import { Container, PageMain } from "./Card.tsx";

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.xl};
  h1 { font-size: ${({ theme }) => theme.font.size.xxl}; letter-spacing: -0.02em; }
  p { margin-top: 6px; color: ${({ theme }) => theme.colors.muted}; }
`;

export function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: ReactNode; actions?: ReactNode }) {
  return (
    <Header>
      <div>
        <h1>{title}</h1>
        {subtitle && <p>{subtitle}</p>}
      </div>
      {actions}
    </Header>
  );
}

/** A page that shows one list: an optional way back above its heading, then the list. */
export function ListPage({ title, subtitle, back, actions, children }: { title: string; subtitle?: ReactNode; back?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <PageMain>
      <Container>
        {back}
        <PageHeader title={title} subtitle={subtitle} actions={actions} />
        {children}
      </Container>
    </PageMain>
  );
}
