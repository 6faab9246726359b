import { ChevronDown, SlidersHorizontal, X } from "lucide-react";
import { useId, useState } from "react";
import styled from "styled-components";
import { Button } from "../../components/Button.tsx";
import { cardSurface } from "../../components/Card.tsx";
import { Label, Select } from "../../components/Field.tsx";
import { hasFilters, selectFilterCount, selectFilters, type JobSearch, type SelectFilter } from "./searchParams.ts";

const Aside = styled.aside`
  display: grid;
  grid-template-areas: "head" "fields" "clear";
  gap: ${({ theme }) => theme.space.lg};
  align-self: start;
  position: sticky;
  top: calc(${({ theme }) => theme.layout.navHeight} + ${({ theme }) => theme.space.md});
  padding: ${({ theme }) => theme.space.lg};
  ${cardSurface}
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    position: static;
    grid-template-columns: minmax(0, 1fr) auto;
    grid-template-areas: "head clear" "fields fields";
    align-items: center;
    gap: 0 ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: "head" "fields" "clear";
  }
`;

const Head = styled.div`
  grid-area: head;
  display: flex;
  align-items: center;
`;

const Clear = styled(Button)<{ $open: boolean }>`
  grid-area: clear;
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    border-color: transparent;
    background: transparent;
  }
  /* A phone has no room beside the toggle: the button closes the open panel instead. */
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    display: ${({ $open }) => ($open ? "inline-flex" : "none")};
    margin-bottom: ${({ theme }) => theme.space.sm};
    border-color: ${({ theme }) => theme.colors.border};
  }
`;

const Heading = styled.h2`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  svg { color: ${({ theme }) => theme.colors.brand}; }
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    display: none;
  }
`;

/** On tablets and phones the filters fold away behind this button. */
const Toggle = styled.button`
  display: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-left: -8px;
  padding: 8px;
  white-space: nowrap;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;
  svg:first-child { color: ${({ theme }) => theme.colors.brand}; }
  svg:last-child { transition: transform 150ms ease; }
  &[aria-expanded="true"] svg:last-child { transform: rotate(180deg); }
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    display: inline-flex;
  }
`;

const ActiveCount = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 22px;
  height: 22px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

/** Desktops show the fields with no toggle, so they stay mounted and only tablets and phones fold them away. */
const Fields = styled.div`
  grid-area: fields;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    margin-top: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.sm};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    &[data-state="closed"] { display: none; }
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const FilterSelect = styled(Select)`
  background: ${({ theme }) => theme.colors.surfaceAlt};
  cursor: pointer;
`;

interface FiltersPanelProps {
  search: JobSearch;
  onChange: (key: SelectFilter["key"], value: string) => void;
  onClear: () => void;
}

/**
 * 'Filtros Avançados': area, level, contract and mode; each change runs the search. The fold is a
 * plain disclosure button (what Radix Collapsible renders, without its code on the search's first load).
 */
export function FiltersPanel({ search, onChange, onClear }: FiltersPanelProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const active = selectFilterCount(search);
  const state = open ? "open" : "closed";

  return (
    <Aside aria-labelledby={`${id}-heading`}>
      <Head>
        <Heading id={`${id}-heading`}>
          <SlidersHorizontal size={18} aria-hidden />
          Filtros Avançados
        </Heading>
        <Toggle type="button" aria-controls={open ? `${id}-fields` : undefined} aria-expanded={open} data-state={state} onClick={() => setOpen(!open)}>
          <SlidersHorizontal size={18} aria-hidden />
          Filtros Avançados
          {active > 0 && (
            <ActiveCount>
              {active}
              <span className="visually-hidden"> {active === 1 ? "filtro ativo" : "filtros ativos"}</span>
            </ActiveCount>
          )}
          <ChevronDown size={18} aria-hidden />
        </Toggle>
      </Head>
      <Fields id={`${id}-fields`} data-state={state}>
        {selectFilters.map((filter) => {
          const value = search[filter.key] ?? "";
          // A value a shared link carries that the list does not offer (e.g. 'administrativo') still shows as chosen.
          const extra = filter.options.some((option) => option.value === value)
            ? undefined
            : filter.accepted.find((option) => option.value === value);
          return (
            <div key={filter.key}>
              <Label htmlFor={`${id}-${filter.key}`}>{filter.label}</Label>
              <FilterSelect id={`${id}-${filter.key}`} value={value} onChange={(event) => onChange(filter.key, event.target.value)}>
                <option value="">{filter.all}</option>
                {extra && <option value={extra.value}>{extra.label}</option>}
                {filter.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </FilterSelect>
            </div>
          );
        })}
      </Fields>
      <Clear type="button" $variant="outline" $size="sm" $open={open} onClick={onClear} disabled={!hasFilters(search)}>
        <X size={16} aria-hidden />
        Limpar Filtros
      </Clear>
    </Aside>
  );
}
