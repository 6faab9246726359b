import { createRoute } from "@tanstack/react-router";
import { preload } from "../relay/preload.ts";
import { protectedRoute } from "./_app.tsx";
import { loadErrorFor } from "../components/LoadError.tsx";
import companyAnalyticsJobsQuery from "./-company-analytics/__generated__/CompanyAnalyticsJobsQuery$parameters";
import companyAnalyticsQuery from "./-company-analytics/__generated__/CompanyAnalyticsQuery$parameters";
import type { CompanyAnalyticsJobsQuery } from "./-company-analytics/__generated__/CompanyAnalyticsJobsQuery.graphql";
import type { CompanyAnalyticsQuery } from "./-company-analytics/__generated__/CompanyAnalyticsQuery.graphql";
import type { AnalyticsSearch } from "./-company-analytics/searchParams.ts";
import { lazyScreen } from "../lazyScreen.ts";

type SearchParams = typeof import("./-company-analytics/searchParams.ts");
let searchParams: SearchParams | undefined;

const text = (value: unknown) => (typeof value === "string" ? value : undefined);

/** The screen's keys as they come: what they mean (dates, periods, ids) is read with the screen (searchParams.ts), off every page's first load. */
const keysOf = (raw: Record<string, unknown>): AnalyticsSearch => ({ periodo: Number(raw.periodo) || undefined, de: text(raw.de), ate: text(raw.ate), vaga: text(raw.vaga) });

export const companyAnalyticsRoute = createRoute({
  getParentRoute: () => protectedRoute,
  path: "/company/analytics",
  // The period and the job live in the URL: a reload or a shared link shows the same numbers.
  validateSearch: keysOf,
  loaderDeps: ({ search }) => keysOf(search),
  // Only companies (others see 'Acesso negado'). Views and applications keep coming: show the store at once, refresh.
  // The URL's reading loads once, with the screen; after that a new choice loads at once, without the pending screen.
  loader: ({ context, deps }) => {
    if (context.viewer.userType !== "EMPRESA") return null;
    const load = ({ analyticsVariables }: SearchParams) => ({
      jobs: preload<CompanyAnalyticsJobsQuery>(context.environment, companyAnalyticsJobsQuery, {}, "store-and-network"),
      analytics: preload<CompanyAnalyticsQuery>(context.environment, companyAnalyticsQuery, analyticsVariables(deps), "store-and-network"),
    });
    if (searchParams) return load(searchParams);
    return import("./-company-analytics/searchParams.ts").then((module) => {
      searchParams = module;
      return load(module);
    });
  },
  errorComponent: loadErrorFor("Não foi possível carregar as análises"),
  component: lazyScreen(import.meta.glob<typeof import("./-company-analytics/CompanyAnalyticsPage.tsx")>("/routes/-company-analytics/CompanyAnalyticsPage.tsx"), "CompanyAnalyticsPage"),
});
