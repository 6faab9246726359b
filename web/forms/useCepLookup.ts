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

/** The address, or why there is none, in words for under the CEP field (the toasts say it too, spec §8). */
export type CepLookupResult = { address: CepAddress; problem?: undefined } | { address?: undefined; problem: string };

const problems = {
  invalid: "O CEP deve conter 8 dígitos.",
  notFound: "CEP não encontrado. Confira os números ou preencha o endereço à mão.",
  unreachable: "Não foi possível consultar o CEP agora. Preencha o endereço à mão ou tente de novo.",
};

/**
 * Looks a CEP up through our server (which asks ViaCEP, then BrasilAPI) with
 * the spec's toasts. Resolves to the address, or to the problem to show under the field.
 */
export function useCepLookup() {
  const environment = useRelayEnvironment();
  const toast = useToast();
  const [pending, setPending] = useState(false);

  const lookup = useCallback(
    async (value: string): Promise<CepLookupResult> => {
      const digits = value.replace(/\D/g, "");
      const invalid = () => {
        toast({ title: "CEP inválido", description: "O CEP deve conter 8 dígitos", variant: "destructive" });
        return { problem: problems.invalid };
      };
      const unreachable = () => {
        toast({ title: "Erro ao buscar CEP", description: "Não foi possível consultar o CEP. Tente novamente.", variant: "destructive" });
        return { problem: problems.unreachable };
      };
      if (digits.length !== 8) return invalid();
      setPending(true);
      try {
        const result = await fetchQuery<useCepLookupQuery>(environment, query, { cep: digits }, { fetchPolicy: "network-only" }).toPromise();
        const answer = result?.cep;
        if (answer?.data) {
          const { data } = answer;
          const summary = [data.logradouro, data.bairro, `${data.cidade} - ${data.uf}`].filter(Boolean).join(", ");
          toast({ title: "CEP encontrado", description: summary });
          return { address: { ...data } };
        }
        if (answer?.__typename === "NotFoundError") {
          toast({ title: "CEP não encontrado", description: "Verifique se o CEP está correto", variant: "destructive" });
          return { problem: problems.notFound };
        }
        return answer?.__typename === "InvalidInputError" ? invalid() : unreachable();
      } catch {
        return unreachable();
      } finally {
        setPending(false);
      }
    },
    [environment, toast],
  );

  return { lookup, pending };
}
