import { ChartColumn, ShieldCheck, Smartphone, Target, type LucideIcon } from "lucide-react";
import styled, { type DefaultTheme } from "styled-components";
import { Container } from "../../components/Card.tsx";
import { featureCard, Section, SectionHeader } from "./shared.tsx";

type Tone = "brand" | "info" | "warning" | "success";

const reasons: { icon: LucideIcon; tone: Tone; title: string; text: string }[] = [
  {
    icon: Target,
    tone: "brand",
    title: "Matching de vagas",
    text: "Encontre oportunidades alinhadas ao seu perfil, à sua experiência e às suas preferências de trabalho.",
  },
  {
    icon: ShieldCheck,
    tone: "success",
    title: "Conformidade com a LGPD",
    text: "Privacidade dos seus dados pessoais, tratados de acordo com a Lei Geral de Proteção de Dados.",
  },
  {
    icon: Smartphone,
    tone: "info",
    title: "Acesso pelo celular",
    text: "Busque vagas, candidate-se e acompanhe tudo pelo celular, no computador ou no tablet, onde você estiver.",
  },
  {
    icon: ChartColumn,
    tone: "warning",
    title: "Análises para empresas",
    text: "Acompanhe vagas publicadas e candidaturas recebidas para tomar decisões de contratação com mais clareza.",
  },
];

const toneColors = (theme: DefaultTheme, tone: Tone) =>
  ({
    brand: [theme.colors.brandSoft, theme.colors.brandHover],
    success: [theme.colors.successSoft, theme.colors.success],
    info: [theme.colors.infoSoft, theme.colors.info],
    warning: [theme.colors.warningSoft, theme.colors.warning],
  })[tone];

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.md};
  }
`;

const Item = styled.li<{ $tone: Tone }>`
  position: relative;
  overflow: hidden;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  ${featureCard}
  &::before {
    content: "";
    position: absolute;
    inset: 0 0 auto 0;
    height: 4px;
    background: ${({ theme, $tone }) => toneColors(theme, $tone)[1]};
  }
  h3 { margin-top: ${({ theme }) => theme.space.lg}; }
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    padding: ${({ theme }) => theme.space.lg};
    h3 { margin-top: ${({ theme }) => theme.space.md}; }
  }
`;

const IconBox = styled.span<{ $tone: Tone }>`
  display: grid;
  place-items: center;
  width: 52px;
  height: 52px;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme, $tone }) => toneColors(theme, $tone)[0]};
  color: ${({ theme, $tone }) => toneColors(theme, $tone)[1]};
`;

export function WhyChooseUs() {
  return (
    <Section $tone="alt" aria-labelledby="landing-why-title">
      <Container>
        <SectionHeader
          id="landing-why-title"
          eyebrow="Por que nos escolher"
          title="Uma plataforma pensada para candidatos e empresas"
          lead="Tecnologia para aproximar pessoas e oportunidades, com cuidado com os seus dados em cada etapa."
          center
        />
        <Grid>
          {reasons.map(({ icon: Icon, tone, title, text }) => (
            <Item key={title} $tone={tone}>
              <IconBox $tone={tone} aria-hidden>
                <Icon size={24} />
              </IconBox>
              <h3>{title}</h3>
              <p>{text}</p>
            </Item>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
