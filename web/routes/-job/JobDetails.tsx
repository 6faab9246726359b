import { CircleCheck, FileText, Gift, Sparkles, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useId } from "react";
import { graphql, useFragment } from "react-relay";
import styled from "styled-components";
import { Card } from "../../components/Card.tsx";
import { RichText } from "./RichText.tsx";
import type { JobDetails_job$key } from "./__generated__/JobDetails_job.graphql";

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const SectionTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  svg { color: ${({ theme }) => theme.colors.brand}; flex-shrink: 0; }
`;

const Section = styled(Card)`
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    padding: ${({ theme }) => theme.space.md};
  }
`;

function Block({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Section aria-labelledby={id}>
      <SectionTitle id={id}>
        <Icon size={20} aria-hidden />
        {title}
      </SectionTitle>
      {children}
    </Section>
  );
}

/** What the job is, what it asks for and what it offers. */
export function JobDetails({ job }: { job: JobDetails_job$key }) {
  const data = useFragment(
    graphql`
      fragment JobDetails_job on Vaga {
        descricao
        requisitosObrigatorios
        requisitosDesejaveis
        beneficios
      }
    `,
    job,
  );
  return (
    <Stack>
      <Block icon={FileText} title="Descrição da vaga">
        <RichText text={data.descricao} />
      </Block>
      <Block icon={CircleCheck} title="Requisitos obrigatórios">
        <RichText text={data.requisitosObrigatorios} list />
      </Block>
      {data.requisitosDesejaveis && (
        <Block icon={Sparkles} title="Requisitos desejáveis">
          <RichText text={data.requisitosDesejaveis} list />
        </Block>
      )}
      {data.beneficios && (
        <Block icon={Gift} title="Benefícios">
          <RichText text={data.beneficios} list />
        </Block>
      )}
    </Stack>
  );
}
