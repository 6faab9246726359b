import { requireCandidate, requireSignedIn } from "../auth/policy.ts";
import { type ResumeData, renderResumePdf } from "../documents/resumePdf.ts";
import type { GraphQLContext } from "../graphql/builder.ts";
import type { PersonalData } from "../graphql/privacy.ts";
import { operation, run } from "./operations.ts";
import type { Router } from "./router.ts";
import { Response } from "../http/fetchApi.ts";

// The downloads of 'Privacidade e dados'. They are files, not spec calls: a
// GET the browser saves (Content-Disposition), authorized by the session
// cookie like every /api route, never cached anywhere.

/** 'Encaixe' and today → 'encaixe-meus-dados-2026-11-23.json'. */
const fileName = (brand: string, what: string, extension: string) =>
  `${brand.normalize("NFD").replace(/[^\w-]+/g, "").toLowerCase()}-${what}-${new Date().toISOString().slice(0, 10)}.${extension}`;

const download = (body: BodyInit, type: string, name: string) =>
  new Response(body, {
    headers: {
      "content-type": type,
      "content-disposition": `attachment; filename="${name}"`,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });

const personalDataOperation = operation(`query RestPersonalData { viewer { dadosPessoais } }`);

const personalData = async (ctx: GraphQLContext) =>
  (await run<{ viewer: { dadosPessoais: PersonalData } }>(ctx, personalDataOperation)).viewer.dadosPessoais;

const date = (value: Date | string | null) => (value === null ? null : new Date(value));

/** The résumé is the export's profile, so it shows exactly what the candidate holds. */
function resumeOf({ conta, candidato }: PersonalData): ResumeData {
  if (!candidato) throw new Error("résumé asked of an account without a candidate profile");
  return {
    ...candidato,
    email: conta.email,
    foto: candidato.foto && { contentType: candidato.foto.contentType, bytes: Buffer.from(candidato.foto.base64, "base64") },
    formacoes: candidato.formacoes.map((f) => ({ ...f, dataInicio: date(f.dataInicio), dataFim: date(f.dataFim) })),
    experiencias: candidato.experiencias.map((e) => ({ ...e, dataInicio: date(e.dataInicio), dataFim: date(e.dataFim) })),
    habilidades: candidato.habilidades.map((h) => h.nome),
  };
}

export function privacyRoutes(router: Router) {
  router
    .on("GET", "/api/conta/dados", async (ctx) => {
      requireSignedIn(ctx.viewer);
      const data = await personalData(ctx);
      return download(JSON.stringify(data, null, 2), "application/json; charset=utf-8", fileName(ctx.config.brand, "meus-dados", "json"));
    })
    .on("GET", "/api/conta/curriculo.pdf", async (ctx) => {
      requireCandidate(ctx.viewer);
      const pdf = await renderResumePdf(resumeOf(await personalData(ctx)), { brand: ctx.config.brand, generatedAt: new Date() });
      return download(new Uint8Array(pdf), "application/pdf", fileName(ctx.config.brand, "curriculo", "pdf"));
    });
}
