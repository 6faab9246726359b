import { Building2, ShieldCheck, Sparkles, UserRound } from "lucide-react";
import styled from "styled-components";
import { ButtonLink } from "../../components/Button.tsx";
import { Container } from "../../components/Card.tsx";
import { HeroIllustration } from "./HeroIllustration.tsx";
import { toAuth } from "../-auth/authLinks.ts";

const HeroSection = styled.section`
  position: relative;
  overflow: hidden;
  padding: ${({ theme }) => theme.space.xxxl} 0 calc(${({ theme }) => theme.space.xxxl} + ${({ theme }) => theme.space.xxl});
  background:
    radial-gradient(circle at 8% 12%, ${({ theme }) => theme.colors.brandSoft} 0, transparent 42%),
    radial-gradient(circle at 92% 8%, color-mix(in srgb, ${({ theme }) => theme.colors.accent} 16%, transparent) 0, transparent 36%),
    linear-gradient(180deg, ${({ theme }) => theme.colors.surface} 0%, ${({ theme }) => theme.colors.surfaceAlt} 100%);
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    padding: ${({ theme }) => theme.space.xxl} 0 calc(${({ theme }) => theme.space.xxxl} + ${({ theme }) => theme.space.lg});
  }
`;

const Grid = styled(Container)`
  display: grid;
  grid-template-columns: minmax(0, 1.05fr) minmax(0, 0.95fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.xxl};
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xxl};
  }
`;

const Copy = styled.div`
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    max-width: 640px;
  }
`;

const Pill = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: 6px 14px;
  margin-bottom: ${({ theme }) => theme.space.lg};
  border: 1px solid color-mix(in srgb, ${({ theme }) => theme.colors.brand} 25%, transparent);
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.colors.brandHover};
  svg { color: ${({ theme }) => theme.colors.accent}; }
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.font.size.hero};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: -0.03em;
  line-height: 1.08;
  text-wrap: balance;
  em {
    font-style: normal;
    color: ${({ theme }) => theme.colors.brand};
    background: linear-gradient(120deg, ${({ theme }) => theme.colors.brand}, ${({ theme }) => theme.colors.brandHover});
    -webkit-background-clip: text;
    background-clip: text;
  }
`;

const Lead = styled.p`
  margin-top: ${({ theme }) => theme.space.lg};
  max-width: 560px;
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.colors.muted};
  text-wrap: pretty;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    flex-direction: column;
    & > * { width: 100%; }
  }
`;

const Reassurance = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
  svg { color: ${({ theme }) => theme.colors.success}; flex-shrink: 0; }
`;

export function Hero() {
  return (
    <HeroSection aria-labelledby="landing-hero-title">
      <Grid>
        <Copy>
          <Pill>
            <Sparkles size={16} aria-hidden />
            Vagas e talentos em todo o Brasil
          </Pill>
          <Title id="landing-hero-title">
            Encontre a vaga ideal. <em>Contrate os talentos certos.</em>
          </Title>
          <Lead>
            Candidatos montam um perfil profissional completo e se candidatam às vagas que combinam com eles. Empresas
            publicam oportunidades, recebem candidaturas e encontram os profissionais de que precisam.
          </Lead>
          <Actions>
            <ButtonLink to="/auth" search={toAuth({ aba: "candidato" })} $size="lg">
              <UserRound size={20} aria-hidden />
              Sou Candidato
            </ButtonLink>
            <ButtonLink to="/auth" search={toAuth({ aba: "empresa" })} $size="lg" $variant="outline">
              <Building2 size={20} aria-hidden />
              Sou Empresa
            </ButtonLink>
          </Actions>
          <Reassurance>
            <ShieldCheck size={18} aria-hidden />
            Seus dados pessoais protegidos, em conformidade com a LGPD.
          </Reassurance>
        </Copy>
        <HeroIllustration />
      </Grid>
    </HeroSection>
  );
}
