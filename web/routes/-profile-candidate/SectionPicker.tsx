import { useNavigate } from "@tanstack/react-router";
import { Accessibility, Award, Briefcase, GraduationCap, Languages, Lightbulb, UserRound, type LucideIcon } from "lucide-react";
import styled from "styled-components";
import { cardSurface } from "../../components/Card.tsx";
import { Select } from "../../components/Field.tsx";
import { sectionKeys, type ProfileSearch, type SectionKey } from "./sectionSearch.ts";
import { sectionLabels } from "./sections.ts";

export const sectionIcons: Record<SectionKey, LucideIcon> = {
  pessoal: UserRound,
  formacao: GraduationCap,
  experiencia: Briefcase,
  habilidades: Lightbulb,
  idiomas: Languages,
  cursos: Award,
  pcd: Accessibility,
};

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  ${cardSurface}
  label {
    flex-shrink: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    color: ${({ theme }) => theme.colors.ink};
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    flex-direction: column;
    align-items: stretch;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const Control = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
  & > svg {
    position: absolute;
    left: 14px;
    top: 50%;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.brand};
    pointer-events: none;
  }
  select {
    padding-left: 44px;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    cursor: pointer;
  }
`;

/** The section dropdown: the choice goes to the URL (?secao=), which decides what shows. */
export function SectionPicker({ current }: { current: SectionKey }) {
  const navigate = useNavigate({ from: "/profile/candidate" });
  const Icon = sectionIcons[current];
  return (
    <Bar>
      <label htmlFor="secao-perfil">Seção</label>
      <Control>
        <Icon size={18} aria-hidden />
        <Select
          id="secao-perfil"
          value={current}
          onChange={(event) => {
            const section = event.target.value as SectionKey;
            void navigate({ search: (): ProfileSearch => (section === "pessoal" ? {} : { secao: section }), replace: true, resetScroll: false });
          }}
        >
          {sectionKeys.map((key) => (
            <option key={key} value={key}>
              {sectionLabels[key]}
            </option>
          ))}
        </Select>
      </Control>
    </Bar>
  );
}
