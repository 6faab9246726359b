import { randomIp } from "../browserClient.ts";
import fc from "fast-check";
import type { Client } from "../client.ts";
import { createJob, registerCandidate, registerCompany } from "../fixtures.ts";

export type Role = "anon" | "candidato" | "outroCandidato" | "empresa" | "outraEmpresa";
export const roles: Role[] = ["anon", "candidato", "outroCandidato", "empresa", "outraEmpresa"];
export const candidates: Role[] = ["candidato", "outroCandidato"];
export const companies: Role[] = ["empresa", "outraEmpresa"];

/** Mostly a role the route is meant for, so requests get past the door to the code behind it; now and then anyone. */
export const asRole = (right: Role[]) => fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...right) }, { weight: 1, arbitrary: fc.constantFrom(...roles) });

/** Accounts that generated logins may hit with the right password; the role accounts are never guessed at. */
export const spareEmails = ["reserva.um@exemplo.com.br", "reserva.dois@exemplo.com.br"];
export const sparePassword = "segredo123";

interface Account {
  email: string;
  password: string;
  session: string;
  /** The device cookie lets a re-login skip the per-address budget that the fuzzed logins spend. */
  device: string;
  candidatoId?: string;
  empresaId?: string;
}

export const cookiePair = (setCookies: string[], name: string) => setCookies.map((c) => c.split(";")[0]!).find((pair) => pair.startsWith(`${name}=`));

function accountFrom(client: Client, email: string, password: string): Account {
  const session = cookiePair(client.lastSetCookie, "encaixe_session");
  const device = cookiePair(client.lastSetCookie, "encaixe_device");
  if (!session || !device) throw new Error(`no session or device cookie for ${email}`);
  return { email, password, session, device };
}

/** The signed-in roles; "anon" has no account and sends no cookie. */
export class Accounts {
  private constructor(
    private readonly url: string,
    private readonly byRole: Map<Role, Account>,
  ) {}

  /**
   * Two candidates with a profile and two companies with an open and a paused
   * job each, so every request meets rows of its own and rows of someone else's;
   * and the spare accounts for generated logins.
   */
  static async signUp(url: string): Promise<Accounts> {
    const byRole = new Map<Role, Account>();
    for (const [role, register] of [
      ["candidato", registerCandidate],
      ["outroCandidato", registerCandidate],
      ["empresa", registerCompany],
      ["outraEmpresa", registerCompany],
    ] as const) {
      const { client, user, password } = await register(url);
      const account = accountFrom(client, user.email, password);
      const profile = (await client.get("/api/profile")).body.profile;
      if (candidates.includes(role)) account.candidatoId = profile.id;
      else account.empresaId = profile.id;
      byRole.set(role, account);
      if (role === "empresa" || role === "outraEmpresa") {
        await createJob(client, { titulo: "Desenvolvedora Backend", areaAtuacao: "tecnologia", faixaSalarialMin: 6000, faixaSalarialMax: 9000 });
        const paused = await createJob(client, { titulo: "Vendedor Externo", areaAtuacao: "vendas" });
        await client.put(`/api/vagas/${paused.id}`, { statusVaga: "PAUSADA" });
      } else {
        await client.put("/api/profile", { cpf: "529.982.247-25", dataNascimento: "1994-05-10", enderecoEstado: "SP", areaInteresse: "tecnologia" });
      }
    }
    for (const email of spareEmails) await registerCandidate(url, { email, password: sparePassword });
    return new Accounts(url, byRole);
  }

  cookieFor(role: Role): string | undefined {
    const account = this.byRole.get(role);
    return account ? `${account.session}; ${account.device}` : undefined;
  }

  /** The candidate's or company's id that the role's own rows belong to. */
  ownerOf(role: Role): string | undefined {
    const account = this.byRole.get(role);
    return account?.candidatoId ?? account?.empresaId;
  }

  candidatoId(role: Role): string {
    return this.byRole.get(role)!.candidatoId!;
  }

  empresaId(role: Role): string {
    return this.byRole.get(role)!.empresaId!;
  }

  /** Signs a role in again after a request ended or replaced its session (a generated login or sign-up that succeeded). */
  async restoreSession(role: Role): Promise<void> {
    const account = this.byRole.get(role)!;
    const response = await fetch(`${this.url}/api/login`, {
      method: "POST",
      // From an address of its own: the generated logins spend the fuzz client's sign-in budget, this must not.
      headers: { "content-type": "application/json", cookie: account.device, "x-forwarded-for": randomIp() },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    const session = cookiePair(response.headers.getSetCookie(), "encaixe_session");
    if (response.status !== 200 || !session) throw new Error(`could not sign ${role} in again: ${response.status} ${await response.text()}`);
    account.session = session;
  }
}
