// Every page's <title> is '{página} · {brand}': set by the browser as each screen shows
// (web/components/useDocumentTitle.ts) and written by the server into the HTML it sends.

export const pageTitle = (page: string, brand: string) => `${page} · ${brand}`;

/**
 * The page names of the route table (server/http/pages.ts), as the server writes them before the
 * browser runs; pages whose name depends on their data (a job, a candidate) refine it in the browser.
 * The browser's screens use the same names (the accessibility test compares the two).
 */
export const pageNames: Record<string, string> = {
  "/": "Vagas e talentos no Brasil",
  "/auth": "Entrar ou criar conta",
  "/recuperar-senha": "Recuperar senha",
  "/redefinir-senha": "Criar nova senha",
  "/jobs": "Vagas",
  "/jobs/create": "Publicar Nova Vaga",
  "/jobs/$id": "Vaga",
  "/jobs/$id/candidatos": "Candidatos da vaga",
  "/job-edit/$id": "Editar Vaga",
  "/dashboard/candidate": "Dashboard do Candidato",
  "/dashboard/company": "Dashboard da Empresa",
  "/profile/candidate": "Meu Perfil Profissional",
  "/profile/company": "Perfil da Empresa",
  "/candidatos/buscar": "Buscar Candidatos",
  "/candidatos/$candidateId/profile": "Perfil do candidato",
  "/candidate/applications": "Minhas Candidaturas",
  "/candidate/interests": "Empresas Interessadas",
  "/candidate/salvas": "Vagas Salvas",
  "/candidate/alertas": "Alertas de vagas",
  "/company/candidaturas": "Candidaturas Recebidas",
  "/company/interesses": "Interesses Enviados",
  "/company/analytics": "Análises",
  "/notificacoes": "Notificações",
  "/conta/notificacoes": "Preferências de notificação",
  "/conta/privacidade": "Privacidade e dados",
  "/privacidade": "Política de Privacidade",
  "/termos": "Termos de Uso",
  "/contato": "Contato",
  "/desenvolvedores": "Para desenvolvedores",
};

/** A job page's name: the job and who offers it. */
export const jobPageName = (title: string, company: string) => `${title} - ${company}`;

const patterns = Object.entries(pageNames).map(([path, name]) => [new RegExp(`^${path.replace(/\$\w+/g, "[^/]+")}/?$`), name] as const);

/** The name of the page at `pathname`, or null for a path outside the table. */
export function pageNameFor(pathname: string): string | null {
  return patterns.find(([pattern]) => pattern.test(pathname))?.[1] ?? null;
}
