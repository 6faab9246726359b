import { CalendarDays, Heart, Mail, MapPin, Phone } from "lucide-react";
import { useId } from "react";
import { graphql, useFragment } from "react-relay";
import { Avatar } from "../../components/Avatar.tsx";
import { Button } from "../../components/Button.tsx";
import { formatDate } from "../../format.ts";
import { maskPhone } from "../../forms/masks.ts";
import { InterestDialog } from "../-interest/InterestDialog.tsx";
import { ApplicantActions } from "./ApplicantActions.tsx";
import { ApplicationStatusBadge } from "./applicationStatus.tsx";
import { CardArticle, CardButtons, CardFooter, CardHead, CardMeta, CardQuote, CardWho, place } from "./cardParts.ts";
import { CoverLetter } from "./CoverLetter.tsx";
import { useViewCandidatura } from "./useViewCandidaturaMutation.ts";
import { ViewProfileLink } from "./ViewProfileLink.tsx";
import type { ApplicantCard_candidatura$key } from "./__generated__/ApplicantCard_candidatura.graphql";

const fragment = graphql`
  fragment ApplicantCard_candidatura on Candidatura {
    id
    statusCandidatura
    dataCandidatura
    cartaApresentacao
    candidato {
      id
      nomeCompleto
      email
      telefone
      enderecoCidade
      enderecoEstado
      fotoUrl
    }
  }
`;

interface ApplicantCardProps {
  candidatura: ApplicantCard_candidatura$key;
  onStale: () => void;
}

/** One applicant of a job: who, how to reach them, the letter, the status and what the company can do next. */
export function ApplicantCard({ candidatura, onStale }: ApplicantCardProps) {
  const data = useFragment(fragment, candidatura);
  const view = useViewCandidatura();
  const titleId = useId();
  const { candidato } = data;
  const nome = candidato.nomeCompleto.trim() || "Nome não informado";
  const where = place(candidato.enderecoCidade, candidato.enderecoEstado);

  return (
    <CardArticle aria-labelledby={titleId} data-testid="applicant-card">
      <CardHead>
        <Avatar src={candidato.fotoUrl} name={candidato.nomeCompleto} size={56} />
        <CardWho>
          <h3 id={titleId}>{nome}</h3>
          <CardMeta>
            <li>
              <Mail size={15} aria-hidden />
              <a href={`mailto:${candidato.email}`}>{candidato.email}</a>
            </li>
            {candidato.telefone && (
              <li>
                <Phone size={15} aria-hidden />
                <a href={`tel:${candidato.telefone.replace(/\D/g, "")}`}>{maskPhone(candidato.telefone)}</a>
              </li>
            )}
            {where && (
              <li>
                <MapPin size={15} aria-hidden />
                {where}
              </li>
            )}
            <li>
              <CalendarDays size={15} aria-hidden />
              Candidatou-se em {formatDate(data.dataCandidatura)}
            </li>
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
          <ViewProfileLink candidatoId={candidato.id} candidatura={data} />
          <InterestDialog
            candidatoId={candidato.id}
            candidatoNome={nome}
            trigger={
              <Button type="button" $variant="outline" $size="sm">
                <Heart size={16} aria-hidden />
                Demonstrar Interesse
              </Button>
            }
          />
        </CardButtons>
        <ApplicantActions candidaturaId={data.id} status={data.statusCandidatura} nomeCandidato={nome} onStale={onStale} />
      </CardFooter>
    </CardArticle>
  );
}
