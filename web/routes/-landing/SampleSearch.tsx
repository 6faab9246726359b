import { Link, useNavigate } from "@tanstack/react-router";
import { MapPin, Search } from "lucide-react";
import { useId, type FormEvent } from "react";
import styled from "styled-components";
import { Button } from "../../components/Button.tsx";
import { IconInput, Input, Label, Select } from "../../components/Field.tsx";
import { SearchBand, SearchBandInner } from "../../components/SearchBand.tsx";
import { SectionHeader } from "./shared.tsx";

// The landing sample's filter options (spec §2 "Landing page"). The search itself is a teaser: every action leads to /auth.
const filters = [
  {
    key: "area",
    label: "Área",
    all: "Todas",
    options: [
      ["tecnologia", "Tecnologia"],
      ["marketing", "Marketing"],
      ["vendas", "Vendas"],
      ["administrativo", "Administrativo"],
    ],
  },
  {
    key: "nivel",
    label: "Nível",
    all: "Todos",
    options: [
      ["ESTAGIO", "Estágio"],
      ["JUNIOR", "Júnior"],
      ["PLENO", "Pleno"],
      ["SENIOR", "Sênior"],
    ],
  },
  {
    key: "contrato",
    label: "Contrato",
    all: "Todos",
    options: [
      ["CLT", "CLT"],
      ["PJ", "PJ"],
      ["TEMPORARIO", "Temporário"],
      ["FREELANCER", "Freelancer"],
    ],
  },
  {
    key: "modalidade",
    label: "Modalidade",
    all: "Todas",
    options: [
      ["PRESENCIAL", "Presencial"],
      ["REMOTO", "Remoto"],
      ["HIBRIDO", "Híbrido"],
    ],
  },
] as const;

const popular = ["Desenvolvedor", "Marketing digital", "Vendas", "Assistente administrativo"];

const Panel = styled.form`
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  }
`;

const MainRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.6fr) minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.md};
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    & > :last-child { grid-column: 1 / -1; }
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const SearchButton = styled(Button)`
  height: 52px;
  padding-left: ${({ theme }) => theme.space.xl};
  padding-right: ${({ theme }) => theme.space.xl};
`;

const FilterRow = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px dashed ${({ theme }) => theme.colors.border};
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    gap: ${({ theme }) => theme.space.sm};
    margin-top: ${({ theme }) => theme.space.md};
    padding-top: ${({ theme }) => theme.space.md};
  }
`;

const FilterLabel = styled(Label)`
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.05em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.muted};
`;

const FilterSelect = styled(Select)`
  background: ${({ theme }) => theme.colors.surfaceAlt};
  cursor: pointer;
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    padding: 10px;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Popular = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.brandSoft};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Chip = styled(Link)`
  display: inline-flex;
  align-items: center;
  padding: 6px 14px;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid color-mix(in srgb, ${({ theme }) => theme.colors.surface} 30%, transparent);
  background: color-mix(in srgb, ${({ theme }) => theme.colors.surface} 8%, transparent);
  color: ${({ theme }) => theme.colors.surface};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  transition: background 120ms ease, border-color 120ms ease;
  &:hover {
    background: color-mix(in srgb, ${({ theme }) => theme.colors.surface} 18%, transparent);
    border-color: color-mix(in srgb, ${({ theme }) => theme.colors.surface} 55%, transparent);
  }
  &:focus-visible { outline-color: ${({ theme }) => theme.colors.surface}; }
`;

export function SampleSearch() {
  const id = useId();
  const navigate = useNavigate();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate({ to: "/auth" });
  };

  return (
    <SearchBand $roomy aria-labelledby="landing-search-title">
      <SearchBandInner>
        <SectionHeader
          id="landing-search-title"
          eyebrow="Busca de vagas"
          title="Explore oportunidades em todo o Brasil"
          lead="Pesquise por cargo, empresa ou cidade e refine por área, nível, contrato e modalidade. Entre ou crie sua conta para ver os resultados."
          center
          onDark
        />
        <Panel role="search" aria-label="Buscar vagas" onSubmit={onSubmit}>
          <MainRow>
            <div>
              <label className="visually-hidden" htmlFor={`${id}-q`}>
                Cargo, empresa ou palavra-chave
              </label>
              <IconInput $large>
                <Search size={20} aria-hidden />
                <Input id={`${id}-q`} name="q" type="search" placeholder="Cargo, empresa ou palavra-chave" autoComplete="off" />
              </IconInput>
            </div>
            <div>
              <label className="visually-hidden" htmlFor={`${id}-local`}>
                Cidade, estado
              </label>
              <IconInput $large>
                <MapPin size={20} aria-hidden />
                <Input id={`${id}-local`} name="local" placeholder="Cidade, estado" autoComplete="address-level2" />
              </IconInput>
            </div>
            <SearchButton type="submit" $size="lg">
              <Search size={18} aria-hidden />
              Buscar
            </SearchButton>
          </MainRow>
          <FilterRow>
            {filters.map((filter) => (
              <div key={filter.key}>
                <FilterLabel htmlFor={`${id}-${filter.key}`}>{filter.label}</FilterLabel>
                <FilterSelect id={`${id}-${filter.key}`} name={filter.key} defaultValue="">
                  <option value="">{filter.all}</option>
                  {filter.options.map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </FilterSelect>
              </div>
            ))}
          </FilterRow>
        </Panel>
        <Popular>
          <span>Buscas populares:</span>
          {popular.map((term) => (
            <Chip key={term} to="/auth">
              {term}
            </Chip>
          ))}
        </Popular>
      </SearchBandInner>
    </SearchBand>
  );
}
