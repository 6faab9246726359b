import { ArrowRight, Bell, FileText, Search, Send, type LucideIcon } from "lucide-react";
import styled from "styled-components";
import { ButtonLink } from "../../components/Button.tsx";
import { Container } from "../../components/Card.tsx";
import { featureCard, Eyebrow, Section, SectionLead, SectionTitle } from "./shared.tsx";
import { toAuth } from "../-auth/authLinks.ts";

const benefits: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: FileText,
    title: "Perfil profissional completo",
    text: "Reúna dados pessoais, formação, experiências, habilidades, idiomas e cursos complementares em um só lugar.",
  },
  {
    icon: Search,
    title: "Busca de vagas com filtros",
    text: "Encontre oportunidades por área, nível, tipo de contrato e modalidade: presencial, remoto ou híbrido.",
  },
  {
    icon: Send,
    title: "Candidaturas acompanhadas",
    text: "Candidate-se com poucos cliques e acompanhe o andamento de cada processo seletivo no seu painel.",
  },
  {
    icon: Bell,
    title: "Empresas interessadas em você",
    text: "Receba manifestações de interesse de empresas que encontraram o seu perfil e decida quais fazem sentido.",
  },
];

const Layout = styled(Container)`
  display: grid;
  grid-template-columns: minmax(0, 0.8fr) minmax(0, 1.2fr);
  gap: ${({ theme }) => theme.space.xxl};
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xl};
  }
`;

const Intro = styled.div`
  position: sticky;
  top: calc(${({ theme }) => theme.layout.navHeight} + ${({ theme }) => theme.space.xl});
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    position: static;
    max-width: 640px;
  }
`;

const IntroAction = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    & > * { width: 100%; }
  }
`;

const List = styled.ol`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: benefit;
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.md};
  }
`;

const Item = styled.li`
  position: relative;
  padding: ${({ theme }) => theme.space.lg};
  ${featureCard}
  counter-increment: benefit;
  &::after {
    content: "0" counter(benefit);
    position: absolute;
    top: ${({ theme }) => theme.space.lg};
    right: ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.colors.subtle};
    letter-spacing: 0.04em;
  }
  &:hover { border-color: color-mix(in srgb, ${({ theme }) => theme.colors.brand} 40%, ${({ theme }) => theme.colors.border}); }
  h3 { margin-top: ${({ theme }) => theme.space.md}; }
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    display: grid;
    grid-template-columns: 44px minmax(0, 1fr);
    column-gap: ${({ theme }) => theme.space.md};
    align-items: start;
    padding: ${({ theme }) => theme.space.md};
    &::after { display: none; }
    & > span { grid-row: span 2; width: 44px; height: 44px; }
    h3 { margin-top: 2px; font-size: ${({ theme }) => theme.font.size.md}; }
    p { margin-top: ${({ theme }) => theme.space.xs}; font-size: ${({ theme }) => theme.font.size.sm}; }
  }
`;

const IconBox = styled.span`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: linear-gradient(145deg, ${({ theme }) => theme.colors.brand}, ${({ theme }) => theme.colors.brandHover});
  color: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};
`;

export function Benefits() {
  return (
    <Section aria-labelledby="landing-benefits-title">
      <Layout>
        <Intro>
          <Eyebrow>Para candidatos</Eyebrow>
          <SectionTitle id="landing-benefits-title">Tudo o que você precisa para conquistar a próxima vaga</SectionTitle>
          <SectionLead>
            Do currículo à contratação: monte seu perfil uma vez, candidate-se às vagas certas e acompanhe cada etapa sem
            complicação.
          </SectionLead>
          <IntroAction>
            <ButtonLink to="/auth" search={toAuth({ aba: "candidato" })} $variant="secondary" $size="lg">
              Criar meu perfil
              <ArrowRight size={18} aria-hidden />
            </ButtonLink>
          </IntroAction>
        </Intro>
        <List>
          {benefits.map(({ icon: Icon, title, text }) => (
            <Item key={title}>
              <IconBox aria-hidden>
                <Icon size={22} />
              </IconBox>
              <h3>{title}</h3>
              <p>{text}</p>
            </Item>
          ))}
        </List>
      </Layout>
    </Section>
  );
}
