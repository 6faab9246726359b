import { MapPin, Search } from "lucide-react";
import { useEffect, useId, useRef, type FormEvent } from "react";
import styled from "styled-components";
import { Button } from "../../components/Button.tsx";
import { IconInput, Input } from "../../components/Field.tsx";
import { SearchBand, SearchBandInner } from "../../components/SearchBand.tsx";
import type { JobSearch } from "./searchParams.ts";

const Title = styled.h1`
  font-size: clamp(1.75rem, 4vw, 2.5rem);
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: -0.02em;
  color: ${({ theme }) => theme.colors.surface};
  text-wrap: balance;
`;

const Lead = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  max-width: 620px;
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.colors.brandSoft};
  text-wrap: pretty;
  /* On a phone the results matter more than the pitch. */
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    display: none;
  }
`;

const Panel = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1.6fr) minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    & > :last-child { grid-column: 1 / -1; }
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.sm};
    margin-top: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.sm};
  }
`;

const SearchButton = styled(Button)`
  height: 52px;
  padding-left: ${({ theme }) => theme.space.xl};
  padding-right: ${({ theme }) => theme.space.xl};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    height: 48px;
  }
`;

export interface SearchFields {
  texto: string;
  localizacao: string;
}

/** How long typing may pause before the results follow it. */
const typingPause = 400;

/**
 * The banner and the free-text search; the URL is the source of truth, so back and forward refill the fields.
 * Results follow the typing once it pauses (`live`), and at once on submit.
 * Two plain inputs: a form library here would sit on the first load of every search.
 */
export function SearchBanner({ search, onSearch }: { search: JobSearch; onSearch: (fields: SearchFields, live: boolean) => void }) {
  const id = useId();
  const texto = useRef<HTMLInputElement>(null);
  const localizacao = useRef<HTMLInputElement>(null);
  const shown = useRef({ texto: search.texto, localizacao: search.localizacao });
  // A new URL (back, forward, a link) under the mounted form: the fields show its search. Not on mount:
  // the server's page takes typing before it hydrates, and that text must survive hydration.
  useEffect(() => {
    if (shown.current.texto === search.texto && shown.current.localizacao === search.localizacao) return;
    shown.current = { texto: search.texto, localizacao: search.localizacao };
    if (texto.current) texto.current.value = search.texto ?? "";
    if (localizacao.current) localizacao.current.value = search.localizacao ?? "";
  }, [search.texto, search.localizacao]);
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pause.current), []);
  const searchNow = (live: boolean) => {
    clearTimeout(pause.current);
    const fields = { texto: texto.current?.value ?? "", localizacao: localizacao.current?.value ?? "" };
    // The URL will hold these, trimmed: the effect above must not rewrite the fields under the typing (a trailing space).
    shown.current = { texto: fields.texto.trim() || undefined, localizacao: fields.localizacao.trim() || undefined };
    onSearch(fields, live);
  };
  const typed = () => {
    clearTimeout(pause.current);
    pause.current = setTimeout(() => searchNow(true), typingPause);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    searchNow(false);
  };

  return (
    <SearchBand aria-labelledby={`${id}-title`}>
      <SearchBandInner>
        <Title id={`${id}-title`}>Encontre Sua Próxima Oportunidade</Title>
        <Lead>Vagas de empresas de todo o Brasil. Pesquise por cargo, empresa ou cidade e refine com os filtros.</Lead>
        <Panel role="search" aria-label="Buscar vagas" onSubmit={submit}>
          <div>
            <label className="visually-hidden" htmlFor={`${id}-texto`}>
              Cargo, empresa ou palavra-chave
            </label>
            <IconInput $large>
              <Search size={20} aria-hidden />
              <Input
                id={`${id}-texto`}
                type="search"
                placeholder="Cargo, empresa ou palavra-chave"
                autoComplete="off"
                enterKeyHint="search"
                maxLength={200}
                name="texto"
                ref={texto}
                defaultValue={search.texto}
                onInput={typed}
              />
            </IconInput>
          </div>
          <div>
            <label className="visually-hidden" htmlFor={`${id}-localizacao`}>
              Cidade, estado
            </label>
            <IconInput $large>
              <MapPin size={20} aria-hidden />
              <Input
                id={`${id}-localizacao`}
                placeholder="Cidade, estado"
                autoComplete="address-level2"
                enterKeyHint="search"
                maxLength={200}
                name="localizacao"
                ref={localizacao}
                defaultValue={search.localizacao}
                onInput={typed}
              />
            </IconInput>
          </div>
          <SearchButton type="submit" $size="lg">
            <Search size={18} aria-hidden />
            Buscar
          </SearchButton>
        </Panel>
      </SearchBandInner>
    </SearchBand>
  );
}
