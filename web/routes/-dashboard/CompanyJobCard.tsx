import { CalendarDays, MapPin, Users, Wallet } from "lucide-react";
import { useId } from "react";
import { graphql, useFragment } from "react-relay";
import styled from "styled-components";
import { JobStatusBadge } from "../../components/JobStatusBadge.tsx";
import { formatDate, formatSalary } from "../../format.ts";
import { CompanyJobActions } from "./CompanyJobActions.tsx";
import type { CompanyJobCard_vaga$key } from "./__generated__/CompanyJobCard_vaga.graphql";

const fragment = graphql`
  fragment CompanyJobCard_vaga on Vaga {
    id
    titulo
    descricao
    localizacao
    faixaSalarialMin
    faixaSalarialMax
    statusVaga
    createdAt
    candidaturaCount
  }
`;

const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  min-width: 0;
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    padding: ${({ theme }) => theme.space.md};
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  h3 {
    font-size: ${({ theme }) => theme.font.size.lg};
    overflow-wrap: anywhere;
  }
`;

const Applicants = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.colors.brandHover};
  white-space: nowrap;
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
  overflow: hidden;
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

const Meta = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.text};
  li { display: inline-flex; align-items: center; gap: 6px; min-width: 0; overflow-wrap: anywhere; }
  svg { color: ${({ theme }) => theme.colors.subtle}; flex-shrink: 0; }
`;

const Divider = styled.hr`
  margin: 0;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const applicantsText = (count: number) => (count === 1 ? "1 candidato" : `${count.toLocaleString("pt-BR")} candidatos`);

export function CompanyJobCard({ vaga, connectionId }: { vaga: CompanyJobCard_vaga$key; connectionId: string }) {
  const data = useFragment(fragment, vaga);
  const titleId = useId();
  return (
    <Article aria-labelledby={titleId} data-testid="company-job-card">
      <Head>
        <TitleRow>
          <h3 id={titleId}>{data.titulo}</h3>
          <JobStatusBadge status={data.statusVaga} />
        </TitleRow>
        <Applicants>
          <Users size={16} aria-hidden />
          {applicantsText(data.candidaturaCount ?? 0)}
        </Applicants>
      </Head>
      <Description>{data.descricao}</Description>
      <Meta>
        <li>
          <MapPin size={16} aria-hidden />
          {data.localizacao || "Remoto"}
        </li>
        <li>
          <Wallet size={16} aria-hidden />
          {formatSalary(data.faixaSalarialMin, data.faixaSalarialMax)}
        </li>
        <li>
          <CalendarDays size={16} aria-hidden />
          Criada em {formatDate(data.createdAt)}
        </li>
      </Meta>
      <Divider />
      <CompanyJobActions id={data.id} titulo={data.titulo} status={data.statusVaga} connectionId={connectionId} />
    </Article>
  );
}
