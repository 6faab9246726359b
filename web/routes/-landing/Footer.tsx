import { Link } from "@tanstack/react-router";
import styled from "styled-components";
import { brand } from "../../brand.ts";
import { BrandLogo } from "../../components/BrandLogo.ts";
import { Container } from "../../components/Card.tsx";

const Bar = styled.footer`
  padding: ${({ theme }) => theme.space.xxl} 0 ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.subtle};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xl};
  border-bottom: 1px solid color-mix(in srgb, ${({ theme }) => theme.colors.surface} 12%, transparent);
`;

const BrandBlock = styled.div`
  max-width: 360px;
  p { margin-top: ${({ theme }) => theme.space.md}; }
`;

const BrandName = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 !important;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.colors.surface};
  letter-spacing: -0.01em;
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space.xs} 0;
    color: ${({ theme }) => theme.colors.border};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    text-decoration: none;
    &:hover { color: ${({ theme }) => theme.colors.surface}; text-decoration: underline; }
    &:focus-visible { outline-color: ${({ theme }) => theme.colors.brandSoft}; }
  }
`;

const Bottom = styled.p`
  padding-top: ${({ theme }) => theme.space.lg};
`;

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <Bar>
      <Container>
        <Top>
          <BrandBlock>
            <BrandName>
              <BrandLogo aria-hidden>{brand.charAt(0)}</BrandLogo>
              {brand}
            </BrandName>
            <p>Conectando candidatos e empresas em todo o Brasil.</p>
          </BrandBlock>
          <nav aria-label="Links institucionais">
            <Links>
              <li>
                <Link to="/privacidade">Política de Privacidade</Link>
              </li>
              <li>
                <Link to="/termos">Termos de Uso</Link>
              </li>
              <li>
                <Link to="/contato">Contato</Link>
              </li>
              <li>
                <Link to="/desenvolvedores">Para desenvolvedores</Link>
              </li>
            </Links>
          </nav>
        </Top>
        <Bottom>
          © {year} {brand}. Todos os direitos reservados.
        </Bottom>
      </Container>
    </Bar>
  );
}
