import { noticeKinds, noticeKindsFor } from "../../shared/noticeKinds.ts";
import { parseDeliveryChoices } from "../../shared/validation/noticePreferences.ts";
import type { EntregaNotificacao, TipoNotificacao } from "../../server/db/generated/prisma/enums.ts";
import { requireOwner, type MockContext } from "./context.ts";
import { mutation, refuseInput, requireUser } from "./results.ts";
import type { MockUser } from "./types.ts";

// Notice preferences (/conta/notificacoes), as server/graphql/noticePreferences.ts
// answers them: the catalogue's kinds of the viewer's role, its defaults, and a
// record only for a choice that differs; saving checks with the server's rules.

export interface MockPreferencia {
  userId: string;
  tipo: TipoNotificacao;
  entrega: EntregaNotificacao;
}

/** Merged with the other resolvers by makeExecutableSchema (web/mock/schema.ts). */
export const noticePreferenceResolvers = {
  User: {
    preferenciasNotificacao: (user: MockUser, _: unknown, { store }: MockContext) => {
      requireOwner(store.viewer()?.id === user.id);
      return noticeKindsFor(user.userType).map((tipo) => {
        const { label, delivery } = noticeKinds[tipo];
        const chosen = store.data.preferenciasNotificacao.find((choice) => choice.userId === user.id && choice.tipo === tipo);
        return { tipo, rotulo: label, padrao: delivery, entrega: chosen?.entrega ?? delivery };
      });
    },
  },
  Mutation: {
    salvarPreferenciasNotificacao: mutation("salvarPreferenciasNotificacao", ({ preferencias }: { preferencias: unknown }, store) => {
      const viewer = requireUser(store);
      const parsed = parseDeliveryChoices(viewer.userType, preferencias);
      if (!parsed.ok) return refuseInput(parsed.fieldErrors);
      const named = new Set(parsed.value.map((choice) => choice.tipo));
      store.data.preferenciasNotificacao = [
        ...store.data.preferenciasNotificacao.filter((choice) => choice.userId !== viewer.id || !named.has(choice.tipo)),
        ...parsed.value.filter((choice) => choice.entrega !== noticeKinds[choice.tipo].delivery).map((choice) => ({ userId: viewer.id, ...choice })),
      ];
      return viewer;
    }),
  },
};
