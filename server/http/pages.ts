// The web app's route table, as the server needs it to answer 404 for any
// other path (a test checks it against the routes in web/routes/).
export const pagePaths = [
  "/",
  "/auth",
  "/recuperar-senha",
  "/redefinir-senha",
  "/jobs",
  "/jobs/create",
  "/jobs/$id",
  "/privacidade",
  "/termos",
  "/contato",
  "/desenvolvedores",
  "/jobs/$id/candidatos",
  "/job-edit/$id",
  "/dashboard/candidate",
  "/dashboard/company",
  "/profile/candidate",
  "/profile/company",
  "/candidatos/buscar",
  "/candidatos/$candidateId/profile",
  "/candidate/applications",
  "/candidate/interests",
  "/candidate/salvas",
  "/candidate/alertas",
  "/company/candidaturas",
  "/company/interesses",
  "/company/analytics",
  "/notificacoes",
  "/conta/notificacoes",
  "/conta/privacidade",
] as const;

const patterns = pagePaths.map((path) => new RegExp(`^${path.replace(/\$\w+/g, "[^/]+")}/?$`));

export const isPagePath = (pathname: string) => patterns.some((pattern) => pattern.test(pathname));
