import { Building2, Clock, Eye, LoaderCircle, MapPin, Send } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import styled, { keyframes } from "styled-components";
import { Badge } from "../../components/Badge.tsx";
import { Button, ButtonLink } from "../../components/Button.tsx";
import { fromGlobalId } from "../../relay/ids.ts";
import { AppliedButton } from "../-jobs/AppliedButton.tsx";
import { contratoLabel, modalidadeLabel } from "../-jobs/labels.ts";
import { CandidateMeta, CandidateRelativeTime } from "./CandidateDashboardParts.tsx";
import { useCandidateApply } from "./useCandidateApplyMutation.ts";
import type { CandidateRecommendedJobCard_vaga$key } from "./__generated__/CandidateRecommendedJobCard_vaga.graphql";

const fragment = graphql`
  fragment CandidateRecommendedJobCard_vaga on Vaga {
    id
    titulo
    tipoContrato
    modalidadeTrabalho
    localizacao
    createdAt
    statusVaga
    viewerHasApplied
    empresa {
      nomeEmpresa
    }
  }
`;

const spin = keyframes`to { transform: rotate(360deg); }`;
const Busy = styled(LoaderCircle)`animation: ${spin} 800ms linear infinite;`;

const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  transition: box-shadow 120ms ease, border-color 120ms ease;
  &:hover,
  &:focus-within {
    border-color: color-mix(in srgb, ${({ theme }) => theme.colors.brand} 35%, ${({ theme }) => theme.colors.border});
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    padding: ${({ theme }) => theme.space.md};
  }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.font.size.md};
  overflow-wrap: anywhere;
`;

const Details = styled(CandidateMeta)`
  flex-direction: column;
  gap: 6px;
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: auto;
  & > * { width: 100%; }
`;

/** A recommended job: what, who, where, how fresh; 'Candidatar-se' applies at once. */
export function CandidateRecommendedJobCard({ vaga }: { vaga: CandidateRecommendedJobCard_vaga$key }) {
  const data = useFragment(fragment, vaga);
  const [apply, applying] = useCandidateApply();
  const titleId = `recomendada-${data.id}`;
  return (
    <Article aria-labelledby={titleId} data-testid="recommended-job">
      <Badges>
        <Badge $tone="brand">{contratoLabel(data.tipoContrato)}</Badge>
        <Badge $tone="neutral">{modalidadeLabel(data.modalidadeTrabalho)}</Badge>
      </Badges>
      <Title id={titleId}>{data.titulo}</Title>
      <Details>
        <li>
          <Building2 size={14} aria-hidden />
          {data.empresa.nomeEmpresa || "Empresa Confidencial"}
        </li>
        <li>
          <MapPin size={14} aria-hidden />
          {data.localizacao || "Remoto"}
        </li>
        <li>
          <Clock size={14} aria-hidden />
          <CandidateRelativeTime iso={data.createdAt} />
        </li>
      </Details>
      <Actions>
        <ButtonLink to={`/jobs/${fromGlobalId(data.id)}`} $variant="outline" $size="sm">
          <Eye size={16} aria-hidden />
          Ver Detalhes
        </ButtonLink>
        {data.viewerHasApplied ? (
          <AppliedButton $size="sm">Candidatado</AppliedButton>
        ) : data.statusVaga !== "ATIVA" ? (
          <Button type="button" $size="sm" $variant="outline" disabled>
            Indisponível
          </Button>
        ) : (
          <Button type="button" $size="sm" disabled={applying} aria-busy={applying} onClick={() => apply(data.id)}>
            {applying ? <Busy size={16} aria-hidden /> : <Send size={16} aria-hidden />}
            {applying ? "Enviando…" : "Candidatar-se"}
          </Button>
        )}
      </Actions>
    </Article>
  );
}
