import { loginSchema, passwordResetRequestSchema, passwordResetSchema, registerCandidateSchema, registerCompanySchema } from "../../shared/validation/auth.ts";
import type { MockContext } from "./context.ts";
import { mutation, parseOrRefuse, refuse, refuseInput } from "./results.ts";
import type { MockStore } from "./store.ts";
import type { MockUser } from "./types.ts";

// Sign-in, sign-up and sign-out against the mock's accounts. The session is the
// store's `userId`, which the browser keeps in sessionStorage, so a reload stays
// signed in. Passwords are compared as typed: nothing here is secret.

function ensureEmailFree(store: MockStore, email: string) {
  if (store.data.users.some((user) => user.email === email)) refuseInput([{ path: ["email"], message: "Este email já está cadastrado" }]);
}

function signOut(_root: unknown, _args: unknown, { store }: MockContext) {
  store.signIn(null);
  store.persist();
  return true;
}

/** The mock's recovery link names its account: no e-mail goes out, so the link is printed to the console instead. */
const resetTokenPrefix = "mock-link-de-recuperacao-";

export const authMutations = {
  requestPasswordReset: mutation("requestPasswordReset", ({ input }: { input: unknown }, store) => {
    const { email } = parseOrRefuse(passwordResetRequestSchema, input);
    const user = store.data.users.find((candidate) => candidate.email === email);
    if (user) console.info(`mock: link de recuperação de ${email}: ${globalThis.location?.origin ?? ""}/redefinir-senha#token=${resetTokenPrefix}${user.id}`);
    return true;
  }),
  resetPassword: mutation("resetPassword", ({ input }: { input: unknown }, store) => {
    const { token, password } = parseOrRefuse(passwordResetSchema, input);
    const user =
      store.data.users.find((candidate) => `${resetTokenPrefix}${candidate.id}` === token) ??
      refuseInput([{ path: ["token"], message: "Este link de recuperação é inválido ou expirou. Peça um novo." }]);
    user.password = password;
    store.signIn(user);
    return user;
  }),
  login: mutation("login", ({ input }: { input: unknown }, store) => {
    const { email, password } = parseOrRefuse(loginSchema, input);
    const user = store.data.users.find((candidate) => candidate.email === email && candidate.password === password);
    store.signIn(user ?? refuse("AuthenticationError", "Email ou senha incorretos"));
    return user;
  }),
  registerCandidate: mutation("registerCandidate", ({ input }: { input: unknown }, store) => {
    const data = parseOrRefuse(registerCandidateSchema, input);
    ensureEmailFree(store, data.email);
    const user: MockUser = { id: store.newId(), email: data.email, password: data.password, userType: "CANDIDATO", candidatoId: store.newId(), empresaId: null };
    store.data.candidatos.push({
      id: user.candidatoId!,
      userId: user.id,
      nomeCompleto: data.nomeCompleto,
      email: data.email,
      cpf: null,
      dataNascimento: null,
      genero: null,
      telefone: null,
      telefoneSecundario: null,
      enderecoCep: null,
      enderecoRua: null,
      enderecoNumero: null,
      enderecoBairro: null,
      enderecoCidade: null,
      enderecoEstado: null,
      linkLinkedIn: null,
      linkPortfolio: null,
      objetivoProfissional: null,
      areaInteresse: null,
      nivelProfissional: null,
      fotoUrl: null,
      createdAt: new Date().toISOString(),
      formacoes: [],
      experiencias: [],
      habilidades: [],
      idiomas: [],
      cursos: [],
    });
    store.data.users.push(user);
    store.signIn(user);
    return user;
  }),
  registerCompany: mutation("registerCompany", ({ input }: { input: unknown }, store) => {
    const data = parseOrRefuse(registerCompanySchema, input);
    ensureEmailFree(store, data.email);
    if (store.data.empresas.some((empresa) => empresa.cnpj === data.cnpj)) refuseInput([{ path: ["cnpj"], message: "Este CNPJ já está cadastrado" }]);
    const user: MockUser = { id: store.newId(), email: data.email, password: data.password, userType: "EMPRESA", candidatoId: null, empresaId: store.newId() };
    store.data.empresas.push({
      id: user.empresaId!,
      userId: user.id,
      nomeEmpresa: data.nomeEmpresa,
      cnpj: data.cnpj,
      nomeResponsavel: data.nomeResponsavel,
      descricaoEmpresa: null,
      setorAtuacao: null,
      website: null,
      linkRedeSocial: null,
      logoUrl: null,
      enderecoCep: null,
      enderecoRua: null,
      enderecoNumero: null,
      enderecoBairro: null,
      enderecoCidade: null,
      enderecoEstado: null,
    });
    store.data.users.push(user);
    store.signIn(user);
    return user;
  }),
  logout: signOut,
  logoutEverywhere: signOut,
};
