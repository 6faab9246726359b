import type { ReactNode } from "react";
import styled from "styled-components";
import { useDocumentTitle } from "../../components/useDocumentTitle.ts";
import { Footer } from "../-landing/Footer.tsx";

// The frame of the institutional pages (privacy, terms, contact): a heading band, then readable
// text in one narrow column, and the site's footer. Public and server-rendered, like the landing page.

const Main = styled.main`
  background: ${({ theme }) => theme.colors.surface};
  padding-bottom: ${({ theme }) => theme.space.xxxl};
`;

const Band = styled.header`
  padding: ${({ theme }) => theme.space.xxl} 0 ${({ theme }) => theme.space.xl};
  background:
    radial-gradient(circle at 10% 0%, ${({ theme }) => theme.colors.brandSoft} 0, transparent 45%),
    ${({ theme }) => theme.colors.surfaceAlt};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    padding: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.lg};
  }
`;

const Column = styled.div`
  width: 100%;
  max-width: 760px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.lg};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    padding: 0 ${({ theme }) => theme.space.md};
  }
`;

const Eyebrow = styled.p`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.brandHover};
`;

const Title = styled.h1`
  font-size: clamp(1.75rem, 4vw, ${({ theme }) => theme.font.size.xxl});
  letter-spacing: -0.02em;
  color: ${({ theme }) => theme.colors.ink};
`;

const Lead = styled.p`
  margin-top: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.colors.text};
  text-wrap: pretty;
`;

const Updated = styled.p`
  margin-top: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.text};
`;

/** Running text: headings, paragraphs, lists and links, spaced for reading. */
export const Prose = styled.div`
  padding-top: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.text};
  line-height: 1.65;
  h2 {
    margin-top: ${({ theme }) => theme.space.xl};
    font-size: ${({ theme }) => theme.font.size.xl};
    letter-spacing: -0.01em;
    color: ${({ theme }) => theme.colors.ink};
    scroll-margin-top: calc(${({ theme }) => theme.layout.navHeight} + ${({ theme }) => theme.space.md});
  }
  h3 {
    margin-top: ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.font.size.lg};
    color: ${({ theme }) => theme.colors.ink};
  }
  p, ul, ol { margin-top: ${({ theme }) => theme.space.md}; }
  ul, ol { padding-left: ${({ theme }) => theme.space.lg}; }
  li + li { margin-top: ${({ theme }) => theme.space.xs}; }
  strong { color: ${({ theme }) => theme.colors.ink}; }
  a {
    color: ${({ theme }) => theme.colors.brandHover};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    text-decoration: underline;
    text-underline-offset: 2px;
    overflow-wrap: anywhere;
  }
  code {
    padding: 1px 6px;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-size: 0.9em;
  }
`;

/** A plain-language summary at the top of a long text. */
export const Summary = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid color-mix(in srgb, ${({ theme }) => theme.colors.brand} 30%, ${({ theme }) => theme.colors.border});
  border-radius: ${({ theme }) => theme.radius.lg};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.brandSoft} 35%, ${({ theme }) => theme.colors.surface});
  h2 { margin-top: 0; font-size: ${({ theme }) => theme.font.size.lg}; }
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    padding: ${({ theme }) => theme.space.md};
  }
`;

interface LegalLayoutProps {
  /** The page's name: its h1 and the start of its <title>. */
  title: string;
  eyebrow: string;
  lead: ReactNode;
  /** The date the text last changed, for documents. */
  updated?: string;
  children: ReactNode;
}

export function LegalLayout({ title, eyebrow, lead, updated, children }: LegalLayoutProps) {
  useDocumentTitle(title);
  return (
    <>
      <Main>
        <Band>
          <Column>
            <Eyebrow>{eyebrow}</Eyebrow>
            <Title>{title}</Title>
            <Lead>{lead}</Lead>
            {updated && <Updated>Atualizada em {updated}.</Updated>}
          </Column>
        </Band>
        <Column>
          <Prose>{children}</Prose>
        </Column>
      </Main>
      <Footer />
    </>
  );
}
