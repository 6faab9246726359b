import { CalendarClock, Check, ExternalLink, MapPin, X } from "lucide-react";
import { useId, useState } from "react";
import { graphql, useFragment } from "react-relay";
import styled from "styled-components";
import { areaLabel } from "../../../shared/catalog.ts";
import { Avatar } from "../../components/Avatar.tsx";
import { Button, ButtonLink } from "../../components/Button.tsx";
import { ArticleCard } from "../../components/Card.tsx";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { CardFooter, LogoHead, LogoHeadBadges, LogoHeadTitles } from "../../components/CardParts.ts";
import { ButtonRow, MetaList } from "../../components/ListLayout.tsx";
import { BusyIcon } from "../../components/Spinner.tsx";
import { formatDateTime } from "../../format.ts";
import { fromGlobalId } from "../../relay/ids.ts";
import { CandidateInterestBadge } from "../../features/interests/InterestStatusBadge.tsx";
import { useRespondInterest, type InterestAnswer } from "../../features/interests/useRespondInterestMutation.ts";
import { contractLabel, levelLabel, workModeLabel } from "../../features/jobs/jobLabels.ts";
import { jobPlace } from "../../../shared/jobPlace.ts";
import type { CandidateInterestCard_interest$key } from "./__generated__/CandidateInterestCard_interest.graphql";

const fragment = graphql`
  fragment CandidateInterestCard_interest on Interesse {
    id
    status
    mensagem
    dataInteresse
    vaga {
      id
      titulo
      localizacao
      areaAtuacao
      nivelVaga
      tipoContrato
      modalidadeTrabalho
    }
    empresa {
      nomeEmpresa
      logoUrl
    }
  }
`;

const Titles = styled(LogoHeadTitles)`
  p { color: ${({ theme }) => theme.colors.text}; }
  p span { color: ${({ theme }) => theme.colors.muted}; }
`;

const Message = styled.figure`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 3px solid ${({ theme }) => theme.colors.brand};
  border-radius: 0 ${({ theme }) => theme.radius.md} ${({ theme }) => theme.radius.md} 0;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  figcaption {
    margin-bottom: 4px;
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.muted};
  }
  blockquote {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  div {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    min-width: 0;
  }
  dt { font-size: ${({ theme }) => theme.font.size.xs}; color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 2px 0 0; font-size: ${({ theme }) => theme.font.size.sm}; font-weight: ${({ theme }) => theme.font.weight.semibold}; overflow-wrap: anywhere; }
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Footer = styled(CardFooter)`
  justify-content: flex-end;
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    & > * { width: 100%; }
  }
`;

/** Both answers are final (the server refuses a second one), so each asks before it is sent. */
const answers = {
  RECUSADO: {
    title: "Recusar esta oferta?",
    text: "saberá que você recusou o interesse na vaga",
    confirm: "Recusar Oferta",
    pending: "Recusando…",
    destructive: true,
  },
  ACEITO: {
    title: "Aceitar esta oferta?",
    text: "saberá que você aceitou o interesse na vaga",
    confirm: "Aceitar",
    pending: "Aceitando…",
    destructive: false,
  },
} as const satisfies Record<InterestAnswer, unknown>;

/** One company's interest: who, for which job, what they wrote, and the candidate's answer. */
export function CandidateInterestCard({ interest }: { interest: CandidateInterestCard_interest$key }) {
  const data = useFragment(fragment, interest);
  const titleId = useId();
  const [respond, pending] = useRespondInterest();
  const [choice, setChoice] = useState<InterestAnswer>("RECUSADO");
  const [confirming, setConfirming] = useState(false);
  const ask = (to: InterestAnswer) => {
    setChoice(to);
    setConfirming(true);
  };
  const asked = answers[choice];
  const { vaga: job } = data;
  return (
    <ArticleCard aria-labelledby={titleId} data-testid="interest-card">
      <LogoHead>
        <Avatar src={data.empresa.logoUrl} name={data.empresa.nomeEmpresa} size={56} shape="rounded" />
        <Titles>
          <h3 id={titleId}>{data.empresa.nomeEmpresa}</h3>
          <p>
            <span>Vaga: </span>
            {job.titulo}
          </p>
        </Titles>
        <LogoHeadBadges>
          <CandidateInterestBadge status={data.status} />
        </LogoHeadBadges>
      </LogoHead>
      <MetaList>
        <li>
          <MapPin size={16} aria-hidden />
          {jobPlace(job)}
        </li>
        <li>
          <CalendarClock size={16} aria-hidden />
          <time dateTime={data.dataInteresse}>{formatDateTime(data.dataInteresse)}</time>
        </li>
      </MetaList>
      {data.mensagem && (
        <Message>
          <figcaption>Mensagem da empresa</figcaption>
          <blockquote>{data.mensagem}</blockquote>
        </Message>
      )}
      <Details aria-label="Detalhes da vaga">
        <div>
          <dt>Área</dt>
          <dd>{areaLabel(job.areaAtuacao)}</dd>
        </div>
        <div>
          <dt>Nível</dt>
          <dd>{levelLabel(job.nivelVaga)}</dd>
        </div>
        <div>
          <dt>Contrato</dt>
          <dd>{contractLabel(job.tipoContrato)}</dd>
        </div>
        <div>
          <dt>Modalidade</dt>
          <dd>{workModeLabel(job.modalidadeTrabalho)}</dd>
        </div>
      </Details>
      <Footer>
        <ButtonRow>
          <ButtonLink to={`/jobs/${fromGlobalId(job.id)}`} $variant="outline" $size="sm">
            <ExternalLink size={16} aria-hidden />
            Ver Vaga Completa
          </ButtonLink>
          {data.status === "PENDENTE" && (
            <>
              <Button type="button" $variant="dangerOutline" $size="sm" disabled={pending} onClick={() => ask("RECUSADO")}>
                {pending && choice === "RECUSADO" ? <BusyIcon size={16} aria-hidden /> : <X size={16} aria-hidden />}
                Recusar Oferta
              </Button>
              <Button type="button" $size="sm" disabled={pending} onClick={() => ask("ACEITO")}>
                {pending && choice === "ACEITO" ? <BusyIcon size={16} aria-hidden /> : <Check size={16} aria-hidden />}
                Aceitar
              </Button>
            </>
          )}
        </ButtonRow>
      </Footer>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        destructive={asked.destructive}
        title={asked.title}
        description={
          <>
            A empresa {data.empresa.nomeEmpresa} {asked.text} <strong>{job.titulo}</strong>. Sua resposta é definitiva: esta ação não pode ser
            desfeita.
          </>
        }
        confirmLabel={asked.confirm}
        pendingLabel={asked.pending}
        pending={pending}
        onConfirm={() => respond(data.id, choice, { onSettled: () => setConfirming(false) })}
      />
    </ArticleCard>
  );
}
