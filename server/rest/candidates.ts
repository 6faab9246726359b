import { candidateSearchSchema } from "../../shared/validation/candidateSearch.ts";
import { formOf, pageLimit, queryValue } from "./forms.ts";
import { json } from "./http.ts";
import { dataOf, failureFields, globalId, operation, type Result, run } from "./operations.ts";
import type { Router } from "./router.ts";
import { type CandidateNode, candidateFragment, candidateJson, type SectionItem, sectionItemJson, sectionsFragment } from "./shapes.ts";
import { notFound } from "./statuses.ts";

const search = operation(`query RestCandidates($filtros: CandidatoFiltros, $first: Int) {
  candidatos(filtros: $filtros, first: $first) { edges { node { ...RestCandidate habilidades { nome } } } }
} ${candidateFragment}`);
const profile = operation(`query RestCandidateProfile($id: ID!) {
  candidato(id: $id) { ...RestCandidate ...RestSections }
} ${candidateFragment} ${sectionsFragment}`);
const cep = operation(`query RestCep($cep: String!) {
  cep(cep: $cep) { ${failureFields} ... on QueryCepSuccess { data { cep logradouro bairro cidade uf } } }
}`);

type Sections = Record<"formacoes" | "experiencias" | "habilidades" | "idiomas" | "cursos", SectionItem[]>;

export function candidateRoutes(router: Router) {
  router
    .on("GET", "/api/candidatos", async (ctx, { query }) => {
      const filtros = formOf(candidateSearchSchema, {
        texto: queryValue(query, "search", "texto", "q"),
        areaInteresse: queryValue(query, "area", "areaInteresse"),
        nivelProfissional: queryValue(query, "level", "nivel", "nivelProfissional"),
        localizacao: queryValue(query, "location", "localizacao"),
      });
      type Card = CandidateNode & { habilidades: { nome: string }[] };
      const { candidatos } = await run<{ candidatos: { edges: { node: Card }[] } }>(ctx, search, { filtros, first: pageLimit(query) });
      return json(candidatos.edges.map(({ node: { habilidades, ...card } }) => ({ ...candidateJson(card), habilidades: habilidades.map((h) => h.nome) })));
    })
    .on("GET", "/api/candidatos/:id/profile", async (ctx, { params }) => {
      const { candidato } = await run<{ candidato: (CandidateNode & Sections) | null }>(ctx, profile, { id: globalId("Candidato", params.id!) });
      if (!candidato) throw notFound("Perfil não encontrado");
      const { formacoes, experiencias, habilidades, idiomas, cursos, ...fields } = candidato;
      return json({
        candidato: candidateJson(fields),
        ...Object.fromEntries(Object.entries({ formacoes, experiencias, habilidades, idiomas, cursos }).map(([list, items]) => [list, items.map(sectionItemJson)])),
      });
    })
    .on("GET", "/api/cep/:cep", async (ctx, { params }) => {
      type Endereco = { cep: string; logradouro: string; bairro: string; cidade: string; uf: string };
      const { cidade, ...endereco } = dataOf((await run<Result<"cep", Endereco>>(ctx, cep, { cep: params.cep! })).cep);
      return json({ ...endereco, localidade: cidade });
    });
}
