import { areas, contratoLabels, modalidadeLabels, nivelLabels, statusVagaLabels } from "../../shared/catalog.ts";
import { builder, inPublicApi } from "./builder.ts";
import { ModalidadeTrabalhoEnum, NivelVagaEnum, StatusVagaEnum, TipoContratoEnum } from "./enums.ts";

// The values of the job fields partners show, with the labels the site shows
// for them, so that a partner's page reads like ours (shared/catalog.ts is the one source).

const pub = { subGraphs: inPublicApi } as const;

interface Option<T extends string> {
  valor: T;
  rotulo: string;
}

const options = <T extends string>(labels: Record<T, string>): Option<T>[] =>
  (Object.entries(labels) as [T, string][]).map(([valor, rotulo]) => ({ valor, rotulo }));

const rotulo = { ...pub, description: "Como o site mostra o valor, em português." };

const AreaOpcao = builder.objectRef<Option<string>>("OpcaoAreaAtuacao").implement({
  ...pub,
  description: "Uma área de atuação.",
  fields: (t) => ({
    valor: t.exposeString("valor", { ...pub, description: "O valor de `Vaga.areaAtuacao` e do filtro `areaAtuacao`." }),
    rotulo: t.exposeString("rotulo", rotulo),
  }),
});

type EnumType = typeof NivelVagaEnum | typeof TipoContratoEnum | typeof ModalidadeTrabalhoEnum | typeof StatusVagaEnum;

function enumOptionType(name: string, type: EnumType, description: string) {
  return builder.objectRef<Option<string>>(name).implement({
    ...pub,
    description,
    fields: (t) => ({
      // The enum's own type, so a client's generated code knows the value is one of the enum's.
      valor: t.field({ ...pub, type: type as typeof NivelVagaEnum, description: "O valor, como aparece nas vagas e nos filtros.", resolve: (option) => option.valor as never }),
      rotulo: t.exposeString("rotulo", rotulo),
    }),
  });
}

const Referencias = builder.objectRef<Record<string, never>>("Referencias").implement({
  ...pub,
  description: "Os valores possíveis dos campos de uma vaga, com os rótulos do site.",
  fields: (t) => ({
    areasAtuacao: t.field({
      ...pub,
      type: [AreaOpcao],
      description: "Áreas de atuação.",
      resolve: () => areas.map((area) => ({ valor: area.value, rotulo: area.label })),
    }),
    niveisVaga: t.field({
      ...pub,
      type: [enumOptionType("OpcaoNivelVaga", NivelVagaEnum, "Um nível de vaga.")],
      description: "Níveis de vaga.",
      resolve: () => options(nivelLabels),
    }),
    tiposContrato: t.field({
      ...pub,
      type: [enumOptionType("OpcaoTipoContrato", TipoContratoEnum, "Um tipo de contrato.")],
      description: "Tipos de contrato.",
      resolve: () => options(contratoLabels),
    }),
    modalidadesTrabalho: t.field({
      ...pub,
      type: [enumOptionType("OpcaoModalidadeTrabalho", ModalidadeTrabalhoEnum, "Uma modalidade de trabalho.")],
      description: "Modalidades de trabalho.",
      resolve: () => options(modalidadeLabels),
    }),
    statusVaga: t.field({
      ...pub,
      type: [enumOptionType("OpcaoStatusVaga", StatusVagaEnum, "Uma situação de vaga.")],
      description: "Situações de uma vaga.",
      resolve: () => options(statusVagaLabels),
    }),
  }),
});

builder.queryField("referencias", (t) =>
  t.field({
    ...pub,
    type: Referencias,
    description: "Listas de referência: os valores dos campos de uma vaga e seus rótulos em português.",
    resolve: () => ({}),
  }),
);
