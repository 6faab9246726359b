import { toGlobalId } from "../relay/ids.ts";
import { generateMockData } from "./generate.ts";
import type { MockCandidato, MockData, MockEmpresa, MockUser, MockVaga, SectionType } from "./types.ts";
import { sectionLists } from "./types.ts";

// The mock's database and session. Resolvers read and change `data`; after a
// mutation, `save` hands the whole state to whoever keeps it (sessionStorage in
// the browser, nothing in tests).

export interface MockState {
  data: MockData;
  /** The signed-in user's id, or null for a visitor. */
  userId: string | null;
}

export type SaveState = (state: MockState) => void;

export class MockStore {
  constructor(
    readonly state: MockState,
    private readonly save: SaveState = () => {},
  ) {}

  static generate(userId: string | null = null) {
    return new MockStore({ data: generateMockData(), userId });
  }

  get data() {
    return this.state.data;
  }

  persist() {
    this.save(this.state);
  }

  /** A new database-like id for a record a mutation creates. */
  newId() {
    return `mock${String(this.data.nextId++).padStart(6, "0")}`;
  }

  viewer(): MockUser | null {
    return this.data.users.find((user) => user.id === this.state.userId) ?? null;
  }

  signIn(user: MockUser | null) {
    this.state.userId = user?.id ?? null;
  }

  viewerCandidato(): MockCandidato | null {
    const id = this.viewer()?.candidatoId;
    return id ? (this.candidato(id) ?? null) : null;
  }

  viewerEmpresa(): MockEmpresa | null {
    const id = this.viewer()?.empresaId;
    return id ? (this.empresa(id) ?? null) : null;
  }

  vaga = (id: string) => this.data.vagas.find((vaga) => vaga.id === id);
  empresa = (id: string) => this.data.empresas.find((empresa) => empresa.id === id);
  candidato = (id: string) => this.data.candidatos.find((candidato) => candidato.id === id);
  candidatura = (id: string) => this.data.candidaturas.find((candidatura) => candidatura.id === id);
  interesse = (id: string) => this.data.interesses.find((interesse) => interesse.id === id);

  /** A profile section item and the candidate it belongs to. */
  section(type: SectionType, id: string) {
    for (const candidato of this.data.candidatos) {
      const item = (candidato[sectionLists[type]] as { id: string }[]).find((entry) => entry.id === id);
      if (item) return { candidato, item };
    }
    return undefined;
  }

  /** Whether the signed-in company owns this job. */
  ownsVaga(vaga: MockVaga) {
    return this.viewer()?.empresaId === vaga.empresaId;
  }
}

/** Global ids, as the server sends them: base64 of "Type:id". */
export const globalId = toGlobalId;
