import { Cake, ExternalLink, Mail, MapPin, Phone, Target } from "lucide-react";
import { useId, type ReactNode } from "react";
import { graphql, useFragment } from "react-relay";
import styled from "styled-components";
import { areaLabel } from "../../../shared/catalog.ts";
import { Avatar } from "../../components/Avatar.tsx";
import { Badge } from "../../components/Badge.tsx";
import { Card } from "../../components/Card.tsx";
import { place } from "../../../shared/place.ts";
import { formatCalendarDate } from "../../format.ts";
import { maskPhone } from "../../../shared/masks.ts";
import { levelLabel } from "../../features/jobs/jobLabels.ts";
import type { CandidateViewHeader_candidate$key } from "./__generated__/CandidateViewHeader_candidate.graphql";

const Panel = styled(Card)`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.md};
    text-align: center;
    & > :first-child { justify-self: center; }
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const Name = styled.h1`
  font-size: ${({ theme }) => theme.font.size.xxl};
  letter-spacing: -0.02em;
  line-height: 1.2;
  overflow-wrap: anywhere;
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin-top: ${({ theme }) => theme.space.sm};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    justify-content: center;
  }
`;

const Facts = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, max-content));
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xxl};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: minmax(0, max-content);
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    justify-content: center;
    text-align: left;
  }
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-width: 0;
    color: ${({ theme }) => theme.colors.text};
  }
  li > svg { flex-shrink: 0; color: ${({ theme }) => theme.colors.brand}; }
  a, span { min-width: 0; overflow-wrap: anywhere; }
  a { color: inherit; }
  a:hover { color: ${({ theme }) => theme.colors.brand}; }
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    justify-content: center;
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    padding: 6px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    color: ${({ theme }) => theme.colors.brandHover};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    text-decoration: none;
  }
  a:hover { background: ${({ theme }) => theme.colors.brandSoft}; }
`;

const Objective = styled.section`
  grid-column: 1 / -1;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  text-align: left;
  h2 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.colors.muted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  h2 svg { color: ${({ theme }) => theme.colors.brand}; }
  p {
    margin-top: 6px;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

/** Only links the browser can open as web pages: the server stores them with https://. */
const webLink = (url: string | null | undefined) => (url && /^https?:\/\//i.test(url) ? url : null);

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li>
      {icon}
      <span className="visually-hidden">{label}: </span>
      {children}
    </li>
  );
}

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

/** Photo, name, contact, place, birth date, interests and links, then the professional objective. */
export function CandidateViewHeader({ candidate, actions }: { candidate: CandidateViewHeader_candidate$key; actions?: ReactNode }) {
  const data = useFragment(
    graphql`
      fragment CandidateViewHeader_candidate on Candidato {
        nomeCompleto
        fotoUrl
        email
        telefone
        enderecoCidade
        enderecoEstado
        dataNascimento
        idade
        objetivoProfissional
        linkLinkedIn
        linkPortfolio
        areaInteresse
        nivelProfissional
      }
    `,
    candidate,
  );
  const objectiveId = useId();
  const name = data.nomeCompleto.trim() || "Nome não informado";
  const where = place(data.enderecoCidade, data.enderecoEstado);
  const linkedIn = webLink(data.linkLinkedIn);
  const portfolio = webLink(data.linkPortfolio);
  const birth = data.dataNascimento
    ? `${formatCalendarDate(String(data.dataNascimento))}${data.idade != null ? ` (${data.idade} anos)` : ""}`
    : null;

  return (
    <Panel as="header">
      <Avatar src={data.fotoUrl} name={data.nomeCompleto} size={112} />
      <Body>
        <div>
          <TitleRow>
            <Name>{name}</Name>
            {actions}
          </TitleRow>
          {(data.areaInteresse || data.nivelProfissional) && (
            <Tags>
              {data.areaInteresse && <Badge $tone="brand">Área: {areaLabel(data.areaInteresse)}</Badge>}
              {data.nivelProfissional && <Badge $tone="info">Nível: {levelLabel(data.nivelProfissional)}</Badge>}
            </Tags>
          )}
        </div>
        <Facts>
          <Fact icon={<Mail size={18} aria-hidden />} label="Email">
            <a href={`mailto:${data.email}`}>{data.email}</a>
          </Fact>
          {data.telefone && (
            <Fact icon={<Phone size={18} aria-hidden />} label="Telefone">
              <a href={`tel:+55${data.telefone.replace(/\D/g, "")}`}>{maskPhone(data.telefone)}</a>
            </Fact>
          )}
          {where && (
            <Fact icon={<MapPin size={18} aria-hidden />} label="Localização">
              <span>{where}</span>
            </Fact>
          )}
          {birth && (
            <Fact icon={<Cake size={18} aria-hidden />} label="Data de nascimento">
              <span>{birth}</span>
            </Fact>
          )}
        </Facts>
        {(linkedIn || portfolio) && (
          <Links>
            {linkedIn && (
              <a href={linkedIn} target="_blank" rel="noopener noreferrer">
                <ExternalLink size={14} aria-hidden />
                LinkedIn
                <span className="visually-hidden"> (abre em nova aba)</span>
              </a>
            )}
            {portfolio && (
              <a href={portfolio} target="_blank" rel="noopener noreferrer">
                <ExternalLink size={14} aria-hidden />
                Portfólio
                <span className="visually-hidden"> (abre em nova aba)</span>
              </a>
            )}
          </Links>
        )}
      </Body>
      {data.objetivoProfissional && (
        <Objective aria-labelledby={objectiveId}>
          <h2 id={objectiveId}>
            <Target size={16} aria-hidden />
            Objetivo Profissional
          </h2>
          <p>{data.objetivoProfissional}</p>
        </Objective>
      )}
    </Panel>
  );
}
