import { Briefcase, Building2, Users, type LucideIcon } from "lucide-react";
import styled from "styled-components";
import { Container } from "../../components/Card.tsx";

// Promotional figures from the spec: marketing text only, not live counts.
const figures: { icon: LucideIcon; value: string; label: string }[] = [
  { icon: Users, value: "10K+", label: "candidatos" },
  { icon: Building2, value: "500+", label: "empresas" },
  { icon: Briefcase, value: "2K+", label: "vagas" },
];

const Band = styled.section`
  position: relative;
  z-index: 1;
  margin-top: calc(-1 * ${({ theme }) => theme.space.xxxl});
`;

const Panel = styled.ul`
  display: grid;
  list-style: none;
  padding: 0;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  margin: 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Figure = styled.li`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  & + & { border-left: 1px solid ${({ theme }) => theme.colors.border}; }
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    flex-direction: column;
    gap: ${({ theme }) => theme.space.sm};
    text-align: center;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    flex-direction: row;
    justify-content: flex-start;
    text-align: left;
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
    & + & { border-left: 0; border-top: 1px solid ${({ theme }) => theme.colors.border}; }
  }
`;

const IconBox = styled.span`
  display: grid;
  place-items: center;
  flex-shrink: 0;
  width: 52px;
  height: 52px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brand};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    width: 44px;
    height: 44px;
  }
`;

const Texts = styled.span`
  display: flex;
  flex-direction: column;
`;

const Value = styled.strong`
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: -0.02em;
  line-height: 1.1;
  color: ${({ theme }) => theme.colors.ink};
`;

const Label = styled.span`
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.colors.muted};
`;

export function Stats() {
  return (
    <Band aria-label="Números da plataforma">
      <Container>
        <Panel>
          {figures.map(({ icon: Icon, value, label }) => (
            <Figure key={label}>
              <IconBox aria-hidden>
                <Icon size={24} />
              </IconBox>
              <Texts>
                <Value>{value}</Value> <Label>{label}</Label>
              </Texts>
            </Figure>
          ))}
        </Panel>
      </Container>
    </Band>
  );
}
