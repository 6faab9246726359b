import { Building2, UserRound } from "lucide-react";
import styled from "styled-components";
import { ButtonLink } from "../../components/Button.tsx";
import { Container } from "../../components/Card.tsx";
import { Section, SectionLead, SectionTitle } from "./shared.tsx";
import { toAuth } from "../-auth/authLinks.ts";

const Panel = styled.div`
  position: relative;
  overflow: hidden;
  padding: ${({ theme }) => theme.space.xxxl} ${({ theme }) => theme.space.xxl};
  border-radius: 28px;
  text-align: center;
  background:
    radial-gradient(circle at 0% 0%, color-mix(in srgb, ${({ theme }) => theme.colors.brandSoft} 30%, transparent) 0, transparent 40%),
    
    linear-gradient(135deg, ${({ theme }) => theme.colors.brand} 0%, ${({ theme }) => theme.colors.brandHover} 55%, ${({ theme }) => theme.colors.ink} 140%);
  box-shadow: ${({ theme }) => theme.shadow.lg};
  &::before,
  &::after {
    content: "";
    position: absolute;
    border-radius: 50%;
    border: 1px solid color-mix(in srgb, ${({ theme }) => theme.colors.surface} 18%, transparent);
    pointer-events: none;
  }
  &::before { width: 360px; height: 360px; right: -120px; top: -160px; }
  &::after { width: 240px; height: 240px; left: -90px; bottom: -120px; }
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radius.lg};
  }
`;

const Content = styled.div`
  position: relative;
  max-width: 640px;
  margin: 0 auto;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    flex-direction: column;
    & > * { width: 100%; }
  }
`;

const LightButton = styled(ButtonLink)`
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.brandHover};
  box-shadow: ${({ theme }) => theme.shadow.md};
  &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.brandSoft}; }
  &:focus-visible { outline-color: ${({ theme }) => theme.colors.surface}; }
`;

const GhostButton = styled(ButtonLink)`
  background: color-mix(in srgb, ${({ theme }) => theme.colors.surface} 8%, transparent);
  color: ${({ theme }) => theme.colors.surface};
  border-color: color-mix(in srgb, ${({ theme }) => theme.colors.surface} 55%, transparent);
  &:hover:not(:disabled) { background: color-mix(in srgb, ${({ theme }) => theme.colors.surface} 18%, transparent); }
  &:focus-visible { outline-color: ${({ theme }) => theme.colors.surface}; }
`;

export function CallToAction() {
  return (
    <Section aria-labelledby="landing-cta-title">
      <Container>
        <Panel>
          <Content>
            <SectionTitle id="landing-cta-title" $onDark>
              Pronto para dar o próximo passo?
            </SectionTitle>
            <SectionLead $onDark>
              Crie sua conta de candidato para encontrar a sua próxima oportunidade, ou cadastre sua empresa para publicar
              vagas e encontrar talentos.
            </SectionLead>
            <Actions>
              <LightButton to="/auth" search={toAuth({ aba: "candidato" })} $size="lg">
                <UserRound size={20} aria-hidden />
                Criar Conta Candidato
              </LightButton>
              <GhostButton to="/auth" search={toAuth({ aba: "empresa" })} $size="lg">
                <Building2 size={20} aria-hidden />
                Cadastrar Empresa
              </GhostButton>
            </Actions>
          </Content>
        </Panel>
      </Container>
    </Section>
  );
}
