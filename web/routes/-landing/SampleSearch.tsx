import { Link, useNavigate, type LinkProps } from "@tanstack/react-router";
import { MapPin, Search } from "lucide-react";
import { useId, type FormEvent } from "react";
import styled from "styled-components";
import { Button } from "../../components/Button.tsx";
import { IconInput, Input, Label, Select } from "../../components/Field.tsx";
import { SearchBand, SearchBandInner } from "../../components/SearchBand.tsx";
import { areaLabel, contratoLabels, modalidadeLabels, nivelLabels } from "../../../shared/catalog.ts";
import { parseJobSearch, type JobSearch } from "../-jobs/searchParams.ts";
import { SectionHeader } from "./shared.tsx";

// The landing's job search (spec §2 "Landing page": its fields and filter options). The job list
// is public, so it opens /jobs with what was chosen; the values are those /jobs reads from its URL.
const option = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value: value.toLowerCase(), label: labels[value] }));

const filters = [
  {
    key: "area",
    label: "Área",
    all: "Todas",
    options: (["tecnologia", "marketing", "vendas", "administrativo"] as const).map((value) => ({ value, label: areaLabel(value) })),
  },
  { key: "nivel", label: "Nível", all: "Todos", options: option(["ESTAGIO", "JUNIOR", "PLENO", "SENIOR"] as const, nivelLabels) },
  { key: "contrato", label: "Contrato", all: "Todos", options: option(["CLT", "PJ", "TEMPORARIO", "FREELANCER"] as const, contratoLabels) },
  { key: "modalidade", label: "Modalidade", all: "Todas", options: option(["PRESENCIAL", "REMOTO", "HIBRIDO"] as const, modalidadeLabels) },
] as const;

/** Searches people often start from, each a ready-made /jobs search. */
const popular: { label: string; search: JobSearch }[] = [
  { label: "Desenvolvedor", search: { texto: "Desenvolvedor" } },
  { label: "Vendas", search: { area: "vendas" } },
  { label: "Vagas remotas", search: { modalidade: "remoto" } },
  { label: "Estágio", search: { nivel: "estagio" } },
  { label: "Administrativo", search: { area: "administrativo" } },
];

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
    // Empty fields and 'Todas' drop out: /jobs gets only what narrows the search.
    const values = Object.fromEntries(new FormData(event.currentTarget));
    void navigate({ to: "/jobs", search: parseJobSearch(values) });
  };

  return (
    <SearchBand $roomy aria-labelledby="landing-search-title">
      <SearchBandInner>
        <SectionHeader
          id="landing-search-title"
          eyebrow="Busca de vagas"
          title="Explore oportunidades em todo o Brasil"
          lead="Pesquise por cargo, empresa ou cidade e refine por área, nível, contrato e modalidade. As vagas abertas estão à vista de todos, sem cadastro."
          center
          onDark
        />
        {/* Before the script arrives the browser submits the form itself: to /jobs, which reads the same fields from the URL. */}
        <Panel role="search" aria-label="Buscar vagas" action="/jobs" onSubmit={onSubmit}>
          <MainRow>
            <div>
              <label className="visually-hidden" htmlFor={`${id}-texto`}>
                Cargo, empresa ou palavra-chave
              </label>
              <IconInput $large>
                <Search size={20} aria-hidden />
                <Input id={`${id}-texto`} name="texto" type="search" placeholder="Cargo, empresa ou palavra-chave" autoComplete="off" />
              </IconInput>
            </div>
            <div>
              <label className="visually-hidden" htmlFor={`${id}-localizacao`}>
                Cidade, estado
              </label>
              <IconInput $large>
                <MapPin size={20} aria-hidden />
                <Input id={`${id}-localizacao`} name="localizacao" placeholder="Cidade, estado" autoComplete="address-level2" />
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
                  {filter.options.map(({ value, label }) => (
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
          {popular.map(({ label, search }) => (
            <Chip key={label} to="/jobs" search={search as unknown as LinkProps["search"]}>
              {label}
            </Chip>
          ))}
        </Popular>
      </SearchBandInner>
    </SearchBand>
  );
}
