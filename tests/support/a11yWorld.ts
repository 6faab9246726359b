import { createJob, globalId, registerCandidate, registerCompany } from "./fixtures.ts";

// What the accessibility tests audit: lists that are not empty, every profile section filled.

export interface World {
  company: Awaited<ReturnType<typeof registerCompany>>;
  candidate: Awaited<ReturnType<typeof registerCandidate>>;
  /** Applied to by the candidate; its applicant list is not empty. */
  appliedJobId: string;
  /** Open, not applied to: the apply dialog. */
  openJobId: string;
  profileId: string;
}

/** A company with jobs and an applicant; a candidate with every profile section, an application, an interest, a saved job and an alert. */
export async function buildWorld(url: string): Promise<World> {
  const [company, candidate] = await Promise.all([
    registerCompany(url, { nomeEmpresa: "Nuvem Verde Tecnologia" }),
    registerCandidate(url, { nomeCompleto: "Ana Beatriz Souza" }),
  ]);
  await company.client.put("/api/profile", {
    nomeEmpresa: "Nuvem Verde Tecnologia",
    nomeResponsavel: "João Pereira",
    descricaoEmpresa: "Software para o agronegócio.",
    setorAtuacao: "Tecnologia",
    enderecoCidade: "Curitiba",
    enderecoEstado: "PR",
  });
  const details = {
    faixaSalarialMin: 4000,
    faixaSalarialMax: 6000,
    beneficios: "Vale-refeição",
    requisitosDesejaveis: "Inglês",
    nivelVaga: "PLENO",
    modalidadeTrabalho: "HIBRIDO",
    numeroPosicoes: 2,
  };
  const applied = await createJob(company.client, { titulo: "Desenvolvedora Front-end React", areaAtuacao: "tecnologia", ...details });
  const open = await createJob(company.client, { titulo: "Analista de Dados", areaAtuacao: "tecnologia", localizacao: "Remoto" });
  const forInterest = await createJob(company.client, { titulo: "Designer de Produto", areaAtuacao: "design" });

  await candidate.client.put("/api/profile", {
    nomeCompleto: "Ana Beatriz Souza",
    telefonePrincipal: "41987654321",
    enderecoCidade: "Curitiba",
    enderecoEstado: "PR",
    objetivoProfissional: "Desenvolvimento de interfaces acessíveis",
    areaInteresse: "tecnologia",
    nivelProfissional: "PLENO",
  });
  await Promise.all([
    candidate.client.post("/api/profile/habilidade", { nome: "React" }),
    candidate.client.post("/api/profile/idioma", { idioma: "Inglês", nivel: "AVANCADO" }),
    candidate.client.post("/api/profile/formacao", { instituicao: "UFPR", curso: "Ciência da Computação", nivel: "GRADUACAO", status: "CONCLUIDO", dataInicio: "2015-02-01", dataFim: "2019-12-01" }),
    candidate.client.post("/api/profile/experiencia", { empresa: "Loja Online", cargo: "Desenvolvedora", dataInicio: "2020-01-01", descricao: "Interfaces em React." }),
    candidate.client.post("/api/profile/curso", { nomeCurso: "Acessibilidade na Web", instituicao: "W3C", anoConclusao: 2023 }),
  ]);
  const apply = await candidate.client.post("/api/candidaturas", { vagaId: applied.id, cartaApresentacao: "Trabalho com React há cinco anos." });
  if (apply.status !== 201) throw new Error(`apply failed: ${JSON.stringify(apply.body)}`);
  const profileId: string = (await candidate.client.get("/api/profile")).body.profile.id;
  const interest = await company.client.post("/api/interesse", { candidatoId: profileId, vagaId: forInterest.id, mensagem: "Gostamos do seu perfil!" });
  if (interest.status !== 201) throw new Error(`interest failed: ${JSON.stringify(interest.body)}`);
  const saved = await candidate.client.graphql(`mutation ($id: ID!) { saveVaga(vagaId: $id) { __typename } }`, { id: globalId("Vaga", open.id) });
  if (saved.data?.saveVaga.__typename !== "MutationSaveVagaSuccess") throw new Error(`save failed: ${JSON.stringify(saved)}`);
  const alert = await candidate.client.graphql(`mutation ($input: CriarAlertaVagaInput!) { criarAlertaVaga(input: $input) { __typename } }`, {
    input: { nome: "React em Curitiba", busca: { texto: "react", localizacao: "Curitiba - PR", areaAtuacao: "tecnologia" } },
  });
  if (alert.data?.criarAlertaVaga.__typename !== "MutationCriarAlertaVagaSuccess") throw new Error(`alert failed: ${JSON.stringify(alert)}`);
  return { company, candidate, appliedJobId: applied.id, openJobId: open.id, profileId };
}
