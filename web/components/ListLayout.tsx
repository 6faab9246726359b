import styled from "styled-components";
import { loadFailureText } from "../relay/refusal.ts";
import { Button } from "./Button.tsx";
import { Spinner } from "./Spinner.tsx";
import { useToast } from "./Toaster.tsx";

/** A vertical list of cards (search results, applications, interests, jobs). */
export const CardList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Three cards a row on wide screens, two on tablets, one on phones. */
export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** The row under a paginated list that holds its 'Carregar mais' button. */
export const LoadMoreRow = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.lg};
`;

interface LoadMoreProps {
  loading: boolean;
  /** Asks for the next page (Relay's loadNext), calling `onComplete` when it has come or failed. */
  onLoad: (options: { onComplete: (error: Error | null) => void }) => void;
  /** A search's own words ('Carregar mais vagas'): a larger button that keeps its label while loading. */
  label?: string;
}

/**
 * 'Carregar mais' under a paginated list ('Carregando…' while the next page comes). A page that fails to come
 * says so, with the server's reason when it refused: the button alone would just stop spinning.
 */
export function LoadMore({ loading, onLoad, label }: LoadMoreProps) {
  const toast = useToast();
  const load = () =>
    onLoad({
      onComplete: (error) => {
        if (error) toast({ title: "Não foi possível carregar a próxima página", description: loadFailureText(error), variant: "destructive" });
      },
    });
  return (
    <LoadMoreRow>
      {label ? (
        <Button type="button" $variant="outline" $size="lg" disabled={loading} aria-busy={loading} onClick={load}>
          {loading && <Spinner $size={18} aria-hidden />}
          {label}
        </Button>
      ) : (
        <Button type="button" $variant="outline" disabled={loading} onClick={load}>
          {loading && <Spinner $size={16} aria-hidden />}
          {loading ? "Carregando…" : "Carregar mais"}
        </Button>
      )}
    </LoadMoreRow>
  );
}

/** Location, date and the like: small muted items with an icon each. `$wide` spaces them further apart. */
export const MetaList = styled.ul<{ $wide?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme, $wide }) => ($wide ? theme.space.lg : theme.space.md)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.muted};
  li { display: inline-flex; align-items: center; gap: 6px; min-width: 0; overflow-wrap: anywhere; }
  a { color: inherit; text-decoration: none; }
  a:hover { color: ${({ theme }) => theme.colors.brand}; text-decoration: underline; }
  strong { color: ${({ theme }) => theme.colors.text}; font-weight: ${({ theme }) => theme.font.weight.semibold}; }
  svg { color: ${({ theme }) => theme.colors.subtle}; flex-shrink: 0; }
`;

/** A card's buttons in a row; on phones they share the width. */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    width: 100%;
    & > * { flex: 1 1 auto; }
  }
`;

/**
 * A line above a list saying how many there are, with an icon: the list's heading (its cards'
 * titles are h3s under it); focusable when a removal sends focus to it.
 */
export const ListSummary = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.regular};
  line-height: 1.5;
  svg { color: ${({ theme }) => theme.colors.brand}; }
  &:focus { outline: none; }
`;
