import { useCallback, useState } from "react";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay";
import { useToast } from "../components/Toaster.tsx";
import type { useCepLookupQuery } from "./__generated__/useCepLookupQuery.graphql";

const query = graphql`
  query useCepLookupQuery($cep: String!) {
    cep(cep: $cep) {
      __typename
      ... on QueryCepSuccess {
        data {
          cep
          logradouro
          bairro
          cidade
          uf
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export interface CepAddress {
  cep: string;
  logradouro: string;
  bairro: string;
  cidade: string;
  uf: string;
}

/**
 * Looks a CEP up through our server (which asks ViaCEP, then BrasilAPI) with
 * the spec's toasts. Resolves to the address, or null when there is none.
 */
export function useCepLookup() {
  const environment = useRelayEnvironment();
  const toast = useToast();
  const [pending, setPending] = useState(false);

  const lookup = useCallback(
    async (value: string): Promise<CepAddress | null> => {
      const digits = value.replace(/\D/g, "");
      if (digits.length !== 8) {
        toast({ title: "CEP inválido", description: "O CEP deve conter 8 dígitos", variant: "destructive" });
        return null;
      }
      setPending(true);
      try {
        const result = await fetchQuery<useCepLookupQuery>(environment, query, { cep: digits }, { fetchPolicy: "network-only" }).toPromise();
        const answer = result?.cep;
        if (answer?.data) {
          const { data } = answer;
          const summary = [data.logradouro, data.bairro, `${data.cidade} - ${data.uf}`].filter(Boolean).join(", ");
          toast({ title: "CEP encontrado", description: summary });
          return { ...data };
        }
        if (answer?.__typename === "NotFoundError") {
          toast({ title: "CEP não encontrado", description: "Verifique se o CEP está correto", variant: "destructive" });
        } else if (answer?.__typename === "InvalidInputError") {
          toast({ title: "CEP inválido", description: "O CEP deve conter 8 dígitos", variant: "destructive" });
        } else {
          toast({ title: "Erro ao buscar CEP", description: "Não foi possível consultar o CEP. Tente novamente.", variant: "destructive" });
        }
        return null;
      } catch {
        toast({ title: "Erro ao buscar CEP", description: "Não foi possível consultar o CEP. Tente novamente.", variant: "destructive" });
        return null;
      } finally {
        setPending(false);
      }
    },
    [environment, toast],
  );

  return { lookup, pending };
}
