import type { Db } from "../../../server/db/database.ts";
import { globalId } from "../fixtures.ts";

export const kinds = ["Vaga", "Candidato", "Empresa", "User", "Candidatura", "Interesse", "Formacao", "Experiencia", "Habilidade", "Idioma", "Curso", "Image", "AlertaVaga"] as const;
export type Kind = (typeof kinds)[number];

/**
 * Ids of real rows, for generated ids to point at. One pool for the whole run,
 * owned here: an IdRef is resolved when it is serialized, and JSON.stringify can
 * hand its toJSON nothing to resolve against. A body generated as ready-made
 * text (a raw JSON body, GraphQL multipart operations) is serialized when it is
 * generated, before the request it belongs to says whose it is.
 */
class IdPool {
  /** Every row's id by kind, and by kind and owner (a candidate's or a company's id). */
  private readonly ids = new Map<string, string[]>();
  private owner: string | undefined;

  /** The owner whose request is being written: its own rows are the ones "mine" ids pick. */
  writingFor(owner: string | undefined): void {
    this.owner = owner;
  }

  idsFor(kind: Kind, whose: IdRef["whose"]): string[] {
    const mine = this.owner ? this.ids.get(`${kind}:${this.owner}`) : undefined;
    return whose === "mine" && mine?.length ? mine : (this.ids.get(kind) ?? []);
  }

  async refresh(db: Db): Promise<void> {
    const pool = this.ids;
    pool.clear();
    const add = (kind: Kind, rows: { id: string }[], ...owners: ((row: any) => string)[]) => {
      pool.set(kind, rows.map((row) => row.id));
      for (const row of rows) {
        for (const owner of owners) {
          const key = `${kind}:${owner(row)}`;
          pool.set(key, [...(pool.get(key) ?? []), row.id]);
        }
      }
    };
    const bySection = { select: { id: true, candidatoId: true } } as const;
    add("Vaga", await db.vaga.findMany({ select: { id: true, empresaId: true } }), (r) => r.empresaId);
    add("Candidato", await db.candidato.findMany({ select: { id: true } }), (r) => r.id);
    add("Empresa", await db.empresa.findMany({ select: { id: true } }), (r) => r.id);
    add("User", await db.user.findMany({ select: { id: true } }));
    add("Candidatura", await db.candidatura.findMany({ select: { id: true, candidatoId: true, vaga: { select: { empresaId: true } } } }), (r) => r.candidatoId, (r) => r.vaga.empresaId);
    add("Interesse", await db.interesse.findMany({ select: { id: true, candidatoId: true, empresaId: true } }), (r) => r.candidatoId, (r) => r.empresaId);
    add("Formacao", await db.formacao.findMany(bySection), (r) => r.candidatoId);
    add("Experiencia", await db.experiencia.findMany(bySection), (r) => r.candidatoId);
    add("Habilidade", await db.habilidade.findMany(bySection), (r) => r.candidatoId);
    add("Idioma", await db.idioma.findMany(bySection), (r) => r.candidatoId);
    add("Curso", await db.curso.findMany(bySection), (r) => r.candidatoId);
    add("Image", await db.image.findMany({ select: { id: true } }));
    add("AlertaVaga", await db.alertaVaga.findMany({ select: { id: true, candidatoId: true } }), (r) => r.candidatoId);
  }
}

export const idPool = new IdPool();

/** A real row's id of `kind` (the requester's own, or anyone's), or that id dressed wrongly. */
export class IdRef {
  constructor(
    readonly kind: Kind,
    readonly n: number,
    readonly whose: "mine" | "anyone's",
    readonly form: "raw" | "global" | "globalOfOtherType",
    readonly other: Kind,
  ) {}

  resolve(): string {
    const ids = idPool.idsFor(this.kind, this.whose);
    const id = ids.length ? ids[this.n % ids.length]! : "cm0000000000000000000000";
    if (this.form === "raw") return id;
    return globalId(this.form === "global" ? this.kind : this.other, id);
  }

  toJSON() {
    return this.resolve();
  }
}
