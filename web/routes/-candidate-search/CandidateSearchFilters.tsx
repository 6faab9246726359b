import { MapPin, Search } from "lucide-react";
import { useId } from "react";
import { useForm } from "react-hook-form";
import styled from "styled-components";
import { Button } from "../../components/Button.tsx";
import { cardSurface } from "../../components/Card.tsx";
import { IconInput, Input, Label, Select } from "../../components/Field.tsx";
import { areaOptions, levelOptions, type CandidateSearch } from "./searchParams.ts";

const Panel = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1.7fr) repeat(2, minmax(0, 1fr)) minmax(0, 1.2fr) auto;
  grid-template-areas: "texto area nivel local actions";
  align-items: end;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  ${cardSurface}
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    grid-template-areas: "texto texto texto" "area nivel local" "actions actions actions";
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: "texto" "area" "nivel" "local" "actions";
    gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm};
    margin-bottom: ${({ theme }) => theme.space.lg};
    padding: ${({ theme }) => theme.space.md};
  }
`;

const Area = styled.div<{ $area: string }>`
  grid-area: ${({ $area }) => $area};
  min-width: 0;
  /* Inputs and selects render at different heights by default: line them up. */
  input, select { height: 46px; }
`;

const FilterSelect = styled(Select)`
  cursor: pointer;
`;

const Actions = styled.div`
  grid-area: actions;
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    justify-content: flex-end;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    & > * { width: 100%; }
  }
`;

/** The same height as the inputs beside it. */
const SearchButton = styled(Button)`
  height: 46px;
`;

interface Fields {
  texto: string;
  area: string;
  nivel: string;
  localizacao: string;
}

interface FiltersProps {
  search: CandidateSearch;
  onSearch: (search: CandidateSearch) => void;
}

const toSearch = ({ texto, area, nivel, localizacao }: Fields): CandidateSearch => ({
  texto: texto.trim() || undefined,
  area: area || undefined,
  nivel: nivel || undefined,
  localizacao: localizacao.trim() || undefined,
});

/** Free text, area, level and location. Text runs on 'Buscar' (or Enter); a select runs the search at once. */
export function CandidateSearchFilters({ search, onSearch }: FiltersProps) {
  const id = useId();
  // The URL is the source of truth: back and forward refill the fields.
  const { register, handleSubmit } = useForm<Fields>({
    values: { texto: search.texto ?? "", area: search.area ?? "", nivel: search.nivel ?? "", localizacao: search.localizacao ?? "" },
  });
  const submit = handleSubmit((fields) => onSearch(toSearch(fields)));
  const area = register("area");
  const nivel = register("nivel");

  return (
    <Panel role="search" aria-label="Filtrar candidatos" onSubmit={submit}>
      <Area $area="texto">
        <Label htmlFor={`${id}-texto`}>Buscar por nome, habilidade ou objetivo</Label>
        <IconInput>
          <Search size={18} aria-hidden />
          <Input
            id={`${id}-texto`}
            type="search"
            placeholder="Ex.: React, vendas, Ana"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={200}
            {...register("texto")}
          />
        </IconInput>
      </Area>
      <Area $area="area">
        <Label htmlFor={`${id}-area`}>Área de interesse</Label>
        <FilterSelect
          id={`${id}-area`}
          {...area}
          onChange={async (event) => {
            await area.onChange(event);
            void submit();
          }}
        >
          <option value="">Todas</option>
          {areaOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </FilterSelect>
      </Area>
      <Area $area="nivel">
        <Label htmlFor={`${id}-nivel`}>Nível profissional</Label>
        <FilterSelect
          id={`${id}-nivel`}
          {...nivel}
          onChange={async (event) => {
            await nivel.onChange(event);
            void submit();
          }}
        >
          <option value="">Todos os níveis</option>
          {levelOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </FilterSelect>
      </Area>
      <Area $area="local">
        <Label htmlFor={`${id}-local`}>Localização</Label>
        <IconInput>
          <MapPin size={18} aria-hidden />
          <Input
            id={`${id}-local`}
            placeholder="Cidade ou estado"
            autoComplete="address-level2"
            enterKeyHint="search"
            maxLength={200}
            {...register("localizacao")}
          />
        </IconInput>
      </Area>
      <Actions>
        <SearchButton type="submit">
          <Search size={18} aria-hidden />
          Buscar
        </SearchButton>
      </Actions>
    </Panel>
  );
}
