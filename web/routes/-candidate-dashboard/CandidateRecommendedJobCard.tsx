import { Building2, Clock, Eye, MapPin } from "lucide-react";
import { lazy, Suspense } from "react";
import { graphql, useFragment } from "react-relay";
import styled from "styled-components";
import { takesApplications } from "../../../shared/jobStatus.ts";
import { Badge } from "../../components/Badge.tsx";
import { Button, ButtonLink } from "../../components/Button.tsx";
import { ArticleCard, cardHighlight } from "../../components/Card.tsx";
import { MetaList } from "../../components/ListLayout.tsx";
import { RelativeTime } from "../../components/RelativeTime.tsx";
import { ApplyDialog } from "../../features/applications/ApplyDialog.tsx";
import { AppliedButton } from "../../features/jobs/AppliedButton.tsx";
import { contractLabel, workModeLabel } from "../../features/jobs/jobLabels.ts";
import { fromGlobalId } from "../../relay/ids.ts";
import { useCandidateDashboardRefresh } from "./useCandidateDashboardRefresh.ts";
import { jobPlace } from "../../../shared/jobPlace.ts";
import type { CandidateRecommendedJobCard_job$key } from "./__generated__/CandidateRecommendedJobCard_job.graphql";

// Lazy here too (see SaveJobButton): imported statically anywhere, it would gain a re-export chunk that /jobs loads as well.
const SaveJobButton = lazy(() => import("../../features/jobs/SaveJobButton.tsx").then((module) => ({ default: module.SaveJobButton })));

const fragment = graphql`
  fragment CandidateRecommendedJobCard_job on Vaga {
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
    ...SaveJobButton_job
  }
`;

const Article = styled(ArticleCard)`
  ${cardHighlight}
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  padding-top: ${({ theme }) => theme.space.md};
`;

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
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

const Details = styled(MetaList)`
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

/**
 * A recommended job: what, who, where, how fresh. 'Candidatar-se' opens the same dialog as the job
 * page (optional cover letter); once sent, 'Minhas Candidaturas' and the tiles are fetched again so the
 * new application shows without a reload, and focus goes to the card, now marked 'Candidatado'.
 */
export function CandidateRecommendedJobCard({ job }: { job: CandidateRecommendedJobCard_job$key }) {
  const data = useFragment(fragment, job);
  const refreshDashboard = useCandidateDashboardRefresh();
  const titleId = `recomendada-${data.id}`;
  return (
    <Article aria-labelledby={titleId} data-testid="recommended-job">
      <Top>
        <Badges>
          <Badge $tone="brand">{contractLabel(data.tipoContrato)}</Badge>
          <Badge $tone="neutral">{workModeLabel(data.modalidadeTrabalho)}</Badge>
        </Badges>
        <Suspense fallback={null}>
          <SaveJobButton job={data} userType="CANDIDATO" describedBy={titleId} />
        </Suspense>
      </Top>
      <Title id={titleId} tabIndex={-1}>
        {data.titulo}
      </Title>
      <Details>
        <li>
          <Building2 size={14} aria-hidden />
          {data.empresa.nomeEmpresa || "Empresa Confidencial"}
        </li>
        <li>
          <MapPin size={14} aria-hidden />
          {jobPlace(data)}
        </li>
        <li>
          <Clock size={14} aria-hidden />
          <RelativeTime iso={data.createdAt} />
        </li>
      </Details>
      <Actions>
        <ButtonLink to={`/jobs/${fromGlobalId(data.id)}`} $variant="outline" $size="sm">
          <Eye size={16} aria-hidden />
          Ver Detalhes
        </ButtonLink>
        {data.viewerHasApplied ? (
          <AppliedButton $size="sm">Candidatado</AppliedButton>
        ) : !takesApplications(data.statusVaga) ? (
          <Button type="button" $size="sm" $variant="outline" disabled>
            Indisponível
          </Button>
        ) : (
          <ApplyDialog
            size="sm"
            jobId={data.id}
            jobTitle={data.titulo}
            companyName={data.empresa.nomeEmpresa}
            alreadyApplied={data.viewerHasApplied}
            onApplied={() => {
              refreshDashboard();
              // The button that opened the dialog is gone: the card's title holds focus instead of <body>.
              setTimeout(() => document.getElementById(titleId)?.focus(), 0);
            }}
          />
        )}
      </Actions>
    </Article>
  );
}
