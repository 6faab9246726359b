import { Link } from "@tanstack/react-router";
import { Briefcase, CalendarDays, MapPin } from "lucide-react";
import { useId } from "react";
import { graphql, useFragment } from "react-relay";
import styled from "styled-components";
import { Avatar } from "../../components/Avatar.tsx";
import { formatDateTime } from "../../format.ts";
import { fromGlobalId } from "../../relay/ids.ts";
import { CardArticle, CardButtons, CardFooter, CardHead, CardMeta, CardQuote, CardWho, place } from "../-job-applicants/cardParts.ts";
import { ViewProfileLink } from "../-job-applicants/ViewProfileLink.tsx";
import { InterestStatusBadge } from "./InterestStatusBadge.tsx";
import type { CompanyInterestCard_interesse$key } from "./__generated__/CompanyInterestCard_interesse.graphql";

const fragment = graphql`
  fragment CompanyInterestCard_interesse on Interesse {
    id
    status
    dataInteresse
    mensagem
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

const Message = styled.p`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: 1.6;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const NoMessage = styled.p`
  color: ${({ theme }) => theme.colors.subtle};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-style: italic;
`;

/** One interest sent: to whom, for which job, when, the message and the candidate's answer. */
export function CompanyInterestCard({ interesse }: { interesse: CompanyInterestCard_interesse$key }) {
  const data = useFragment(fragment, interesse);
  const titleId = useId();
  const { candidato, vaga } = data;
  const where = place(candidato.enderecoCidade, candidato.enderecoEstado);
  const mensagem = data.mensagem?.trim();
  return (
    <CardArticle aria-labelledby={titleId} data-testid="company-interest-card">
      <CardHead>
        <Avatar src={candidato.fotoUrl} name={candidato.nomeCompleto} size={52} />
        <CardWho>
          <h2 id={titleId}>{candidato.nomeCompleto.trim() || "Nome não informado"}</h2>
          <CardMeta>
            <li>
              <Briefcase size={15} aria-hidden />
              <Link to={`/jobs/${fromGlobalId(vaga.id)}`}>
                <strong>{vaga.titulo}</strong>
              </Link>
            </li>
            <li>
              <CalendarDays size={15} aria-hidden />
              {formatDateTime(data.dataInteresse)}
            </li>
            {where && (
              <li>
                <MapPin size={15} aria-hidden />
                {where}
              </li>
            )}
          </CardMeta>
        </CardWho>
        <InterestStatusBadge status={data.status} />
      </CardHead>
      <CardQuote>
        <h4>Sua mensagem</h4>
        {mensagem ? <Message>{mensagem}</Message> : <NoMessage>Enviado sem mensagem</NoMessage>}
      </CardQuote>
      <CardFooter>
        <CardButtons>
          <ViewProfileLink candidatoId={candidato.id} $variant="primary" />
        </CardButtons>
      </CardFooter>
    </CardArticle>
  );
}
