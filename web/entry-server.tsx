import { createMemoryHistory } from "@tanstack/react-router";
import { renderToReadableStream } from "react-dom/server";
import { getRequest, Observable, type FetchFunction, type GraphQLResponse, type GraphQLTaggedNode, type Variables } from "relay-runtime";
import { ServerStyleSheet } from "styled-components";
import { App } from "./App.tsx";
import { createServerEnvironment, persistedQueryUrl } from "./relay/environment.ts";
import sessionViewerQuery from "./__generated__/sessionViewerQuery.graphql";
import { screenOf } from "./lazyScreen.ts";
import { createAppRouter } from "./router.tsx";
import { rootQuery } from "./routes/__root.tsx";
import { candidateApplicationsRoute } from "./routes/candidate.applications.tsx";
import { candidateInterestsRoute } from "./routes/candidate.interests.tsx";
import { candidateSavedJobsRoute } from "./routes/candidate.salvas.tsx";
import { candidateViewRoute } from "./routes/candidatos.$candidateId.profile.tsx";
import { companyApplicationsRoute } from "./routes/company.candidaturas.tsx";
import { companyInterestsRoute } from "./routes/company.interesses.tsx";
import { contactRoute } from "./routes/contato.tsx";
import { candidateDashboardRoute } from "./routes/dashboard.candidate.tsx";
import { companyDashboardRoute } from "./routes/dashboard.company.tsx";
import { developersRoute } from "./routes/desenvolvedores.tsx";
import { landingRoute } from "./routes/index.tsx";
import { jobApplicationsRoute } from "./routes/jobs.$id.candidatos.tsx";
import { jobRoute } from "./routes/jobs.$id.tsx";
import { jobSearchRoute } from "./routes/jobs.index.tsx";
import { protectedRoute } from "./routes/_app.tsx";
import { notificationsRoute } from "./routes/notificacoes.tsx";
import { privacyRoute } from "./routes/privacidade.tsx";
import { termsRoute } from "./routes/termos.tsx";

// The server's side of server rendering (built by `npm run build` into
// dist/server/): the same router, routes, Relay queries and screens as the
// browser, rendered to HTML with the data already in the page.

export { brand } from "./brand.ts";

/** Runs one of the app's persisted operations as the person asking (the server's own GraphQL handler). */
export type ExecuteOperation = (id: string, variables: Variables) => Promise<GraphQLResponse>;

export type RenderResult =
  /**
   * `head`: the styles of the markup; `records`: the Relay store as JSON, `<` escaped for a script element;
   * `screens`: as below, whose code the app preloads once it runs (web/screenModules.ts).
   */
  | { type: "page"; status: number; head: string; body: string; records: string; screens: string[]; drawnAt: number }
  | { type: "redirect"; status: number; location: string }
  /**
   * A page the browser renders: `head` starts its first requests before the JavaScript arrives, and
   * `screens` names the route's screen modules as the build's manifest does (web/lazyScreen.ts), whose
   * code the page then loads with the app's own.
   */
  | { type: "client"; head: string; screens: string[] };

/**
 * Pages drawn on the server: the public pages that people and crawlers land on, and the screens signed-in people
 * land on (their dashboards, and the lists e-mails and notifications link to), for the person asking. Drawn in the
 * browser, a dashboard showed nothing until the app's code had come and run (Lighthouse's phone: first paint 3.5 s,
 * largest 4.1 s). The forms stay drawn in the browser.
 */
const serverRendered = new Set<unknown>([
  landingRoute,
  jobSearchRoute,
  jobRoute,
  privacyRoute,
  termsRoute,
  contactRoute,
  developersRoute,
  candidateDashboardRoute,
  companyDashboardRoute,
  candidateApplicationsRoute,
  candidateInterestsRoute,
  candidateSavedJobsRoute,
  companyApplicationsRoute,
  companyInterestsRoute,
  jobApplicationsRoute,
  candidateViewRoute,
  notificationsRoute,
]);

const preloadLink = (query: GraphQLTaggedNode) =>
  // `crossorigin` (credentials same-origin) is what the network's fetch of this URL uses: the browser reuses only a preload that matches.
  `<link rel="preload" as="fetch" href="${persistedQueryUrl(getRequest(query).params.id!, {}).replaceAll("&", "&amp;")}" crossorigin>`;

/**
 * The pages the browser renders (the sign-in page and those behind it) first ask who is signed in
 * (web/session.ts); a signed-in person's navbar then needs the root query. Their preload links start
 * these requests while the JavaScript loads; the network's fetches of the same URLs take the answers.
 */
const clientPage = { visitor: preloadLink(sessionViewerQuery), signedIn: preloadLink(sessionViewerQuery) + preloadLink(rootQuery) };

/** A network that runs operations in process and knows when every one it started has reached the store. */
function serverNetwork(execute: ExecuteOperation) {
  const inFlight = new Set<Promise<void>>();
  let failed = false;
  const fetchFn: FetchFunction = (operation, variables) =>
    Observable.create((sink) => {
      const done = execute(operation.id ?? "", variables).then(
        (response) => {
          // A page rendered from a partial answer would be wrong; the browser gets the app and asks itself.
          if ("errors" in response && response.errors?.length) failed = true;
          // Relay publishes a payload to the store synchronously, within next().
          sink.next(response);
          sink.complete();
        },
        (error: Error) => {
          failed = true;
          sink.error(error);
        },
      );
      inFlight.add(done);
      void done.finally(() => inFlight.delete(done));
    });
  return {
    fetchFn,
    /** Waits for the requests started so far, and those their answers start; false if any failed. */
    async settled() {
      while (inFlight.size) await Promise.all(inFlight);
      return !failed;
    },
  };
}

/**
 * The screens the matched routes load. A page the browser renders shows nothing until its screen's code
 * has come, which it asks for only once the app's own has come and run, then for the modules that code
 * imports: naming them in the page fetches them all with the app's (on a phone's 4G and CPU, /auth drew
 * its form ~0.6 s sooner). A page the server renders is drawn without them, and does not link them: its
 * controls would answer ~0.5 s sooner, but Lighthouse's simulation counts every request made before the
 * largest paint as delaying it (LCP 2.2 → 2.6–3.1 s on its phone, past the 2.5 s target). It names them
 * as data instead, which the app preloads a few per task once it runs (web/screenModules.ts).
 */
const screensOf = (routes: readonly { options: { component?: unknown } }[]) => routes.flatMap((route) => screenOf(route.options.component) ?? []);

/**
 * styled-components' rules by component and class, kept from one drawing to the next: each page's sheet is new,
 * and without them it ran stylis again for every style the page met. A class names its rules (a hash of the
 * component and its CSS), so rules kept under it are the ones stylis would make; a bound keeps a style that
 * interpolates endless values from filling the memory.
 */
const keptRules = new Map<string, string[]>();
const keptRulesLimit = 20_000;

function keepingRules(sheet: ServerStyleSheet): ServerStyleSheet {
  const { instance } = sheet;
  const has = instance.hasNameForId.bind(instance);
  const insert = instance.insertRules.bind(instance);
  instance.hasNameForId = (id, name) => {
    if (has(id, name)) return true;
    const rules = keptRules.get(`${id} ${name}`);
    if (rules === undefined) return false;
    insert(id, name, rules);
    return true;
  };
  instance.insertRules = (id, name, rules) => {
    if (keptRules.size < keptRulesLimit) keptRules.set(`${id} ${name}`, rules);
    insert(id, name, rules);
  };
  return sheet;
}

/** Renders `href` (path and query) for the person `execute` runs operations as. */
export async function render(href: string, execute: ExecuteOperation, signedIn: boolean): Promise<RenderResult> {
  const network = serverNetwork(execute);
  const environment = createServerEnvironment(network.fetchFn);
  const router = createAppRouter(environment, { history: createMemoryHistory({ initialEntries: [href] }), scrollRestoration: false });
  const [matched, , route] = router.getMatchedRoutes(router.latestLocation.pathname);
  if (!route) return { type: "client", head: "", screens: [] };
  // A visitor asking for a screen behind sign-in is sent to /auth: its code would be fetched for nothing.
  const screens = signedIn || !matched.includes(protectedRoute) ? screensOf(matched) : [];
  if (!serverRendered.has(route)) return { type: "client", head: signedIn ? clientPage.signedIn : clientPage.visitor, screens };

  // On the server the router's load waits for every beforeLoad and loader, and for the matched lazy screens;
  // the loaders only start their queries, which settled() waits for.
  await router.load();
  // The browser renders the page instead; its requests are not those of the pages above, so nothing is preloaded.
  if (!(await network.settled())) return { type: "client", head: "", screens };
  const result = router._serverResult;
  if (result?.type === "redirect") {
    return { type: "redirect", status: result.redirect.status, location: result.redirect.options.href ?? "/" };
  }

  const sheet = keepingRules(new ServerStyleSheet());
  try {
    let failed = false;
    // Read once everything is ready, and with no size past which React would send a part after its
    // fallback, the stream comes out whole: lazy parts (the user menu) rendered, and none of the inline
    // scripts (which the CSP refuses) that React streams late parts with.
    const drawnAt = Date.now();
    const stream = await renderToReadableStream(sheet.collectStyles(<App environment={environment} router={router} drawnAt={drawnAt} />), {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: () => {
        failed = true;
      },
    });
    await stream.allReady;
    const body = await new Response(stream).text();
    // A part that failed was left for the browser to render, which it would report as an error: the plain app is better.
    if (failed) return { type: "client", head: "", screens };
    const records = JSON.stringify(environment.getStore().getSource().toJSON()).replaceAll("<", "\\u003c");
    return { type: "page", status: result?.status ?? 200, head: sheet.getStyleTags(), body, records, screens, drawnAt };
  } finally {
    sheet.seal();
  }
}
