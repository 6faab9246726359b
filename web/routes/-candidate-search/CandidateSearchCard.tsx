import { Cake, Heart, MapPin } from "lucide-react";
import { useId } from "react";
import { graphql, useFragment } from "react-relay";
import styled from "styled-components";
import { Avatar } from "../../components/Avatar.tsx";
import { Badge } from "../../components/Badge.tsx";
import { Button, ButtonLink } from "../../components/Button.tsx";
import { ArticleCard, cardHighlight } from "../../components/Card.tsx";
import { place as placeOf } from "../../../shared/place.ts";
import { candidateProfilePath } from "../../features/applications/ViewProfileLink.tsx";
import { InterestDialog } from "../../features/interests/InterestDialog.tsx";
import type { CandidateSearchCard_candidate$key } from "./__generated__/CandidateSearchCard_candidate.graphql";

/** Spec §9: a card shows at most five skills, then '+N mais'. */
const MAX_SKILLS = 5;

const Article = styled(ArticleCard)`
  ${cardHighlight}
  height: 100%;
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Heading = styled.div`
  flex: 1;
  min-width: 0;
`;

const Name = styled.h3`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

const Meta = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 2px ${({ theme }) => theme.space.md};
  margin: 4px 0 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
  li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  svg { flex-shrink: 0; color: ${({ theme }) => theme.colors.subtle}; }
`;

const Objective = styled.p<{ $missing: boolean }>`
  color: ${({ theme, $missing }) => ($missing ? theme.colors.subtle : theme.colors.text)};
  font-style: ${({ $missing }) => ($missing ? "italic" : "normal")};
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
`;

const Skills = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
  li { max-width: 100%; }
`;

const Skill = styled(Badge)`
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Footer = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** One search result: who, where, what they are after, what they know, and the way to the profile. */
export function CandidateSearchCard({ candidate }: { candidate: CandidateSearchCard_candidate$key }) {
  const data = useFragment(
    graphql`
      fragment CandidateSearchCard_candidate on Candidato {
        id
        nomeCompleto
        fotoUrl
        objetivoProfissional
        enderecoCidade
        enderecoEstado
        idade
        habilidades {
          id
          nome
        }
      }
    `,
    candidate,
  );
  const nameId = useId();
  const place = placeOf(data.enderecoCidade, data.enderecoEstado);
  const shownSkills = data.habilidades.slice(0, MAX_SKILLS);
  const hiddenSkills = data.habilidades.length - shownSkills.length;

  return (
    <Article aria-labelledby={nameId} data-testid="candidate-card">
      <Top>
        <Avatar src={data.fotoUrl} name={data.nomeCompleto} size={56} />
        <Heading>
          <Name id={nameId}>{data.nomeCompleto}</Name>
          {(place || data.idade != null) && (
            <Meta>
              {place && (
                <li>
                  <MapPin size={14} aria-hidden />
                  <span className="visually-hidden">Localização: </span>
                  {place}
                </li>
              )}
              {data.idade != null && (
                <li>
                  <Cake size={14} aria-hidden />
                  <span className="visually-hidden">Idade: </span>
                  {data.idade} anos
                </li>
              )}
            </Meta>
          )}
        </Heading>
      </Top>
      <Objective $missing={!data.objetivoProfissional}>{data.objetivoProfissional || "Objetivo profissional não informado"}</Objective>
      {shownSkills.length > 0 && (
        <Skills aria-label="Habilidades">
          {shownSkills.map((skill) => (
            <li key={skill.id}>
              <Skill $tone="brand" title={skill.nome}>
                {skill.nome}
              </Skill>
            </li>
          ))}
          {hiddenSkills > 0 && (
            <li>
              <Skill>+{hiddenSkills} mais</Skill>
            </li>
          )}
        </Skills>
      )}
      <Footer>
        <ButtonLink
          to={candidateProfilePath(data.id)}
          $variant="outline"
          $block
          aria-describedby={nameId}
        >
          Ver Perfil
        </ButtonLink>
        <InterestDialog
          candidateId={data.id}
          candidateName={data.nomeCompleto}
          trigger={
            <Button type="button" $variant="secondary" $block aria-describedby={nameId}>
              <Heart size={16} aria-hidden />
              Demonstrar Interesse
            </Button>
          }
        />
      </Footer>
    </Article>
  );
}
