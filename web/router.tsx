import { createRouter, type RouterHistory } from "@tanstack/react-router";
import type { Environment } from "relay-runtime";
import { loadErrorFor } from "./components/LoadError.tsx";
import { CenteredSpinner } from "./components/Spinner.tsx";
import { NotFoundPage } from "./components/StatusPages.tsx";
import { rootRoute } from "./routes/__root.tsx";
import { protectedRoute } from "./routes/_app.tsx";
import { authRoute } from "./routes/auth.tsx";
import { candidateDashboardRoute } from "./routes/dashboard.candidate.tsx";
import { companyDashboardRoute } from "./routes/dashboard.company.tsx";
import { candidateApplicationsRoute } from "./routes/candidate.applications.tsx";
import { candidateInterestsRoute } from "./routes/candidate.interests.tsx";
import { candidateSavedJobsRoute } from "./routes/candidate.salvas.tsx";
import { candidateAlertsRoute } from "./routes/candidate.alertas.tsx";
import { candidateViewRoute } from "./routes/candidatos.$candidateId.profile.tsx";
import { candidateSearchRoute } from "./routes/candidatos.buscar.tsx";
import { companyAnalyticsRoute } from "./routes/company.analytics.tsx";
import { companyApplicationsRoute } from "./routes/company.candidaturas.tsx";
import { companyInterestsRoute } from "./routes/company.interesses.tsx";
import { contactRoute } from "./routes/contato.tsx";
import { developersRoute } from "./routes/desenvolvedores.tsx";
import { landingRoute } from "./routes/index.tsx";
import { jobEditRoute } from "./routes/job-edit.$id.tsx";
import { jobApplicationsRoute } from "./routes/jobs.$id.candidatos.tsx";
import { jobRoute } from "./routes/jobs.$id.tsx";
import { jobCreateRoute } from "./routes/jobs.create.tsx";
import { jobSearchRoute } from "./routes/jobs.index.tsx";
import { notificationsRoute } from "./routes/notificacoes.tsx";
import { notificationSettingsRoute } from "./routes/conta.notificacoes.tsx";
import { privacySettingsRoute } from "./routes/conta.privacidade.tsx";
import { privacyRoute } from "./routes/privacidade.tsx";
import { forgotPasswordRoute } from "./routes/recuperar-senha.tsx";
import { resetPasswordRoute } from "./routes/redefinir-senha.tsx";
import { candidateProfileRoute } from "./routes/profile.candidate.tsx";
import { companyProfileRoute } from "./routes/profile.company.tsx";
import { termsRoute } from "./routes/termos.tsx";

// The spec's route table; screens join it as they are built.
const routeTree = rootRoute.addChildren([
  landingRoute,
  authRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  jobSearchRoute,
  jobRoute,
  privacyRoute,
  termsRoute,
  contactRoute,
  developersRoute,
  protectedRoute.addChildren([
    candidateDashboardRoute,
    companyDashboardRoute,
    jobCreateRoute,
    jobEditRoute,
    candidateProfileRoute,
    companyProfileRoute,
    candidateSearchRoute,
    candidateViewRoute,
    candidateApplicationsRoute,
    candidateInterestsRoute,
    candidateSavedJobsRoute,
    candidateAlertsRoute,
    companyApplicationsRoute,
    companyInterestsRoute,
    companyAnalyticsRoute,
    jobApplicationsRoute,
    notificationsRoute,
    notificationSettingsRoute,
    privacySettingsRoute,
  ]),
]);

export interface AppRouterOptions {
  /** The server renders one URL from a memory history; the browser uses its own. */
  history?: RouterHistory;
  /** Off on the server, whose scroll-restoration markup is an inline script the CSP refuses. */
  scrollRestoration?: boolean;
}

export function createAppRouter(environment: Environment, { history, scrollRestoration = true }: AppRouterOptions = {}) {
  return createRouter({
    routeTree,
    history,
    context: { environment },
    defaultPreload: "intent",
    // Relay's store is the cache: loaders re-run cheaply and decide their own fetch policy.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: CenteredSpinner,
    defaultPendingMs: 150,
    defaultNotFoundComponent: NotFoundPage,
    // Screens without a title of their own for it: never the router's English 'Something went wrong!'.
    defaultErrorComponent: loadErrorFor("Não foi possível carregar a página"),
    scrollRestoration,
  });
}
