import { Bell, Briefcase, Building2, CircleCheck, MapPin, ShieldCheck, Sparkles, UserRound } from "lucide-react";
import styled from "styled-components";
import { Badge } from "../../components/Badge.tsx";
import { ButtonLink } from "../../components/Button.tsx";
import { Container } from "./shared.tsx";

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

/* ---------- Decorative illustration (aria-hidden, no interactive content) ---------- */

const Visual = styled.div`
  position: relative;
  min-height: 420px;
  display: grid;
  place-items: center;
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    min-height: 380px;
    max-width: 520px;
    width: 100%;
    margin: 0 auto;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    min-height: 0;
    padding: 64px 0 72px;
  }
`;

const Backdrop = styled.div`
  position: absolute;
  inset: 8% 4% 8% 10%;
  border-radius: 32px;
  background:
    radial-gradient(circle at 85% 12%, color-mix(in srgb, ${({ theme }) => theme.colors.brandSoft} 45%, transparent) 0, transparent 42%),
    linear-gradient(145deg, ${({ theme }) => theme.colors.brand} 0%, ${({ theme }) => theme.colors.brandHover} 60%, ${({ theme }) => theme.colors.ink} 130%);
  box-shadow: ${({ theme }) => theme.shadow.lg};
  transform: rotate(-3deg);
  &::before,
  &::after {
    content: "";
    position: absolute;
    border-radius: 50%;
    border: 1px solid color-mix(in srgb, ${({ theme }) => theme.colors.surface} 22%, transparent);
  }
  &::before { width: 220px; height: 220px; left: -60px; bottom: -70px; }
  &::after { width: 140px; height: 140px; left: -20px; bottom: -30px; }
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    inset: 6% 2% 6% 2%;
    border-radius: 24px;
  }
`;

const Dots = styled.div`
  position: absolute;
  right: 2%;
  bottom: 2%;
  width: 120px;
  height: 80px;
  background-image: radial-gradient(${({ theme }) => theme.colors.brand} 1.5px, transparent 1.6px);
  background-size: 14px 14px;
  opacity: 0.35;
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) { display: none; }
`;

const FloatCard = styled.div`
  position: relative;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`;

const JobCard = styled(FloatCard)`
  width: min(360px, 86%);
  padding: ${({ theme }) => theme.space.lg};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    width: 88%;
    padding: ${({ theme }) => theme.space.md};
  }
`;

const GhostCard = styled(FloatCard)`
  position: absolute;
  width: min(320px, 76%);
  height: 170px;
  top: 15%;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  box-shadow: ${({ theme }) => theme.shadow.md};
  transform: translateX(-12%) rotate(-7deg);
  span {
    display: block;
    height: 10px;
    margin-bottom: 10px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.border};
  }
  span:first-child { width: 55%; height: 14px; }
  span:nth-child(2) { width: 35%; }
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    top: 18%;
  }
`;

const JobHead = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
`;

const JobIcon = styled.span`
  display: grid;
  place-items: center;
  flex-shrink: 0;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brand};
`;

const JobTitle = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.colors.ink};
  line-height: 1.3;
`;

const JobMeta = styled.span`
  display: flex;
  align-items: center;
  gap: 4px;
  margin-top: 2px;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Tags = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin-top: ${({ theme }) => theme.space.md};
`;

const Bars = styled.span`
  display: grid;
  gap: 8px;
  margin-top: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  span {
    display: block;
    height: 8px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.background};
  }
  span:nth-child(2) { width: 78%; }
  span:nth-child(3) { width: 52%; }
`;

const JobFoot = styled.span`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

const Salary = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.colors.ink};
`;

const FakeButton = styled.span`
  padding: 7px 14px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;
`;

const Toast = styled(FloatCard)<{ $pos: "top" | "bottom" }>`
  position: absolute;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 290px;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radius.md};
  ${({ $pos }) => ($pos === "top" ? "top: 4%; right: 0;" : "bottom: 3%; left: 0;")}
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    max-width: 230px;
    padding: 8px 10px;
    ${({ $pos }) => ($pos === "top" ? "top: 0; right: 0;" : "bottom: 0; left: 0;")}
  }
`;

const ToastIcon = styled.span<{ $tone: "success" | "warning" }>`
  display: grid;
  place-items: center;
  flex-shrink: 0;
  width: 34px;
  height: 34px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $tone }) => ($tone === "success" ? theme.colors.successSoft : theme.colors.warningSoft)};
  color: ${({ theme, $tone }) => ($tone === "success" ? theme.colors.success : theme.colors.warning)};
`;

const ToastText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  line-height: 1.3;
  strong {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.ink};
  }
  span {
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

function HeroIllustration() {
  return (
    <Visual aria-hidden="true">
      <Backdrop />
      <Dots />
      <GhostCard>
        <span />
        <span />
      </GhostCard>
      <JobCard>
        <JobHead>
          <JobIcon>
            <Briefcase size={22} />
          </JobIcon>
          <span>
            <JobTitle>Desenvolvedor(a) Front-end</JobTitle>
            <JobMeta>
              <MapPin size={14} />
              São Paulo, SP
            </JobMeta>
          </span>
        </JobHead>
        <Tags>
          <Badge $tone="brand">Híbrido</Badge>
          <Badge $tone="info">CLT</Badge>
          <Badge>Pleno</Badge>
        </Tags>
        <Bars>
          <span />
          <span />
          <span />
        </Bars>
        <JobFoot>
          <Salary>R$ 7.500</Salary>
          <FakeButton>Candidatar-se</FakeButton>
        </JobFoot>
      </JobCard>
      <Toast $pos="top">
        <ToastIcon $tone="success">
          <CircleCheck size={18} />
        </ToastIcon>
        <ToastText>
          <strong>Candidatura enviada</strong>
          <span>Acompanhe pelo seu painel</span>
        </ToastText>
      </Toast>
      <Toast $pos="bottom">
        <ToastIcon $tone="warning">
          <Bell size={18} />
        </ToastIcon>
        <ToastText>
          <strong>Nova manifestação de interesse</strong>
          <span>Uma empresa quer conhecer você</span>
        </ToastText>
      </Toast>
    </Visual>
  );
}

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
            <ButtonLink to="/auth" $size="lg">
              <UserRound size={20} aria-hidden />
              Sou Candidato
            </ButtonLink>
            <ButtonLink to="/auth" $size="lg" $variant="outline">
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
