import * as Collapsible from "@radix-ui/react-collapsible";
import { Link } from "@tanstack/react-router";
import { CheckCircle2, ChevronDown, Circle, PartyPopper } from "lucide-react";
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import styled from "styled-components";
import { Card } from "../../components/Card.tsx";
import { theme } from "../../theme/theme.ts";
import type { ProgressCard_candidate$key } from "./__generated__/ProgressCard_candidate.graphql";
import type { ProfileSearch } from "./sectionSearch.ts";
import { profileParts } from "./sections.ts";

const fragment = graphql`
  fragment ProgressCard_candidate on Candidato {
    completude
    nomeCompleto
    email
    telefone
    formacoes {
      id
    }
    experiencias {
      id
    }
    habilidades {
      id
    }
    idiomas {
      id
    }
    cursos {
      id
    }
  }
`;

const Box = styled(Card)`
  padding: 0;
  overflow: hidden;
`;

const Toggle = styled(Collapsible.Trigger)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  padding: ${({ theme }) => theme.space.lg};
  border: 0;
  background: transparent;
  color: inherit;
  text-align: left;
  cursor: pointer;
  @media (hover: hover) {
    &:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; }
  }
  &:focus-visible { outline-offset: -3px; }
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    padding: ${({ theme }) => theme.space.md};
  }
`;

const Heading = styled.span`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const Title = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.colors.ink};
`;

const Caption = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Percent = styled.span<{ $done: boolean }>`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme, $done }) => ($done ? theme.colors.success : theme.colors.brand)};
  line-height: 1;
  font-variant-numeric: tabular-nums;
`;

const Chevron = styled(ChevronDown)<{ $open: boolean }>`
  flex-shrink: 0;
  color: ${({ theme }) => theme.colors.muted};
  transition: transform 160ms ease;
  transform: rotate(${({ $open }) => ($open ? "180deg" : "0deg")});
`;

const Summary = styled.div`
  padding: 0 ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  }
`;

const Meter = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Track = styled.div`
  flex: 1;
  height: 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const Bar = styled.div<{ $value: number }>`
  width: ${({ $value }) => $value}%;
  height: 100%;
  border-radius: inherit;
  background: ${({ theme, $value }) => ($value >= 100 ? theme.colors.success : theme.colors.brand)};
  transition: width 300ms ease;
`;

const Message = styled.p<{ $done: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme, $done }) => ($done ? theme.colors.success : theme.colors.text)};
`;

const Checklist = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Item = styled.li<{ $done: boolean }>`
  & > a {
    display: grid;
    grid-template-columns: auto 1fr auto;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    padding: 10px ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.md};
    color: inherit;
    text-decoration: none;
  }
  & > a > svg { color: ${({ theme, $done }) => ($done ? theme.colors.success : theme.colors.subtle)}; }
  & > a:hover { background: ${({ theme }) => theme.colors.surface}; }
  & > a[data-status="active"] { background: ${({ theme }) => theme.colors.surface}; box-shadow: ${({ theme }) => theme.shadow.sm}; }
`;

const ItemText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.colors.ink};
  small {
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.regular};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Weight = styled.span<{ $done: boolean }>`
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $done }) => ($done ? theme.colors.success : theme.colors.muted)};
`;

const startsOpen = () => typeof window === "undefined" || !window.matchMedia(`(max-width: ${theme.breakpoints.phone})`).matches;

/**
 * How complete the profile is (spec §9): the server's percentage, a bar, and a
 * checklist of the six parts, each a link to its section. Collapsed on phones at first.
 */
export function ProgressCard({ candidate }: { candidate: ProgressCard_candidate$key }) {
  const data = useFragment(fragment, candidate);
  const [open, setOpen] = useState(startsOpen);
  const value = Math.max(0, Math.min(100, data.completude ?? 0));
  const complete = value >= 100;

  const parts = profileParts(data);
  const doneCount = parts.filter((part) => part.done).length;

  return (
    <Collapsible.Root asChild open={open} onOpenChange={setOpen}>
      <Box aria-label="Progresso do perfil">
        <Toggle>
          <Heading>
            <Title>Completude do perfil</Title>
            <Caption>
              {doneCount} de {parts.length} partes completas
            </Caption>
          </Heading>
          <Chevron size={20} $open={open} aria-hidden />
          <span className="visually-hidden">{open ? "Ocultar detalhes" : "Mostrar detalhes"}</span>
        </Toggle>
        <Summary>
          <Meter>
            <Percent $done={complete} aria-hidden>{value}%</Percent>
            <Track role="progressbar" aria-label="Completude do perfil" aria-valuemin={0} aria-valuemax={100} aria-valuenow={value}>
              <Bar $value={value} />
            </Track>
          </Meter>
          <Message $done={complete} aria-live="polite">
            {complete ? (
              <>
                <PartyPopper size={16} aria-hidden />
                Parabéns! Seu perfil está 100% completo.
              </>
            ) : value === 0 ? (
              // 'Faltam apenas 100%' would mock an empty profile: say where to start instead.
              "Seu perfil ainda está em branco: comece pelos dados pessoais e complete uma parte de cada vez."
            ) : (
              `Faltam apenas ${100 - value}% para completar seu perfil!`
            )}
          </Message>
        </Summary>
        <Collapsible.Content asChild>
          <Checklist>
            {parts.map((part) => (
              <Item key={part.section} $done={part.done}>
                <Link
                  to="/profile/candidate"
                  search={(): ProfileSearch => (part.section === "pessoal" ? {} : { secao: part.section })}
                  activeOptions={{ exact: true, includeSearch: true }}
                >
                  {part.done ? <CheckCircle2 size={20} aria-hidden /> : <Circle size={20} aria-hidden />}
                  <ItemText>
                    {part.label}
                    <small>{part.hint}</small>
                  </ItemText>
                  <Weight $done={part.done}>{part.weight}%</Weight>
                  <span className="visually-hidden">{part.done ? ", completo" : ", pendente"}</span>
                </Link>
              </Item>
            ))}
          </Checklist>
        </Collapsible.Content>
      </Box>
    </Collapsible.Root>
  );
}
