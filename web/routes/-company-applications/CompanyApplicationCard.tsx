import { Briefcase, CalendarDays, MapPin, Users } from "lucide-react";
import { Link } from "@tanstack/react-router";
import { useId } from "react";
import { graphql, useFragment } from "react-relay";
import { Avatar } from "../../components/Avatar.tsx";
import { ButtonLink } from "../../components/Button.tsx";
import { formatDate } from "../../format.ts";
import { fromGlobalId } from "../../relay/ids.ts";
import { ApplicationStatusBadge } from "../-job-applicants/applicationStatus.tsx";
import { CardArticle, CardButtons, CardFooter, CardHead, CardMeta, CardQuote, CardWho, place } from "../-job-applicants/cardParts.ts";
import { CoverLetter } from "../-job-applicants/CoverLetter.tsx";
import { useViewCandidatura } from "../-job-applicants/useViewCandidaturaMutation.ts";
import { ViewProfileLink } from "../-job-applicants/ViewProfileLink.tsx";
import type { CompanyApplicationCard_candidatura$key } from "./__generated__/CompanyApplicationCard_candidatura.graphql";

const fragment = graphql`
  fragment CompanyApplicationCard_candidatura on Candidatura {
    id
    statusCandidatura
    dataCandidatura
    cartaApresentacao
    candidato {
      id
      nomeCompleto
      fotoUrl
      enderecoCidade
      enderecoEstado
    }
    vaga {
      id
      titulo
    }
  }
`;

/** One application received: who, for which job, when, the letter and its status. */
export function CompanyApplicationCard({ candidatura }: { candidatura: CompanyApplicationCard_candidatura$key }) {
  const data = useFragment(fragment, candidatura);
  const view = useViewCandidatura();
  const titleId = useId();
  const { candidato, vaga } = data;
  const where = place(candidato.enderecoCidade, candidato.enderecoEstado);
  const jobId = fromGlobalId(vaga.id);
  return (
    <CardArticle aria-labelledby={titleId} data-testid="company-application-card">
      <CardHead>
        <Avatar src={candidato.fotoUrl} name={candidato.nomeCompleto} size={52} />
        <CardWho>
          <h2 id={titleId}>{candidato.nomeCompleto.trim() || "Nome não informado"}</h2>
          <CardMeta>
            <li>
              <Briefcase size={15} aria-hidden />
              <Link to={`/jobs/${jobId}`}>
                <strong>{vaga.titulo}</strong>
              </Link>
            </li>
            <li>
              <CalendarDays size={15} aria-hidden />
              {formatDate(data.dataCandidatura)}
            </li>
            {where && (
              <li>
                <MapPin size={15} aria-hidden />
                {where}
              </li>
            )}
          </CardMeta>
        </CardWho>
        <ApplicationStatusBadge status={data.statusCandidatura} />
      </CardHead>
      <CardQuote>
        <h4>Carta de apresentação</h4>
        <CoverLetter text={data.cartaApresentacao} onExpand={() => view(data.id, data.statusCandidatura)} />
      </CardQuote>
      <CardFooter>
        <CardButtons>
          <ViewProfileLink candidatoId={candidato.id} candidatura={data} $variant="primary" />
          <ButtonLink to={`/jobs/${jobId}/candidatos`} $variant="outline" $size="sm">
            <Users size={16} aria-hidden />
            Candidatos da vaga
          </ButtonLink>
        </CardButtons>
      </CardFooter>
    </CardArticle>
  );
}
