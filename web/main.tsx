import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { nextTask } from "./startupTask.ts";
import { App } from "./App.tsx";
import { stopHoldingEarlyInput } from "./earlyInput.ts";
import { createEnvironment, type StoreRecords } from "./relay/environment.ts";
import { loadFromServerRecords } from "./relay/preload.ts";
import { preloadScreenModules } from "./screenModules.ts";
import { createAppRouter } from "./router.tsx";

const root = document.getElementById("root")!;
// Server-rendered pages carry the records they were rendered with (a JSON script, which the CSP lets be).
const recordsScript = document.getElementById("relay-records");
const state = recordsScript?.textContent;
// Read once: left in the page, someone's records would outlive their signing out.
recordsScript?.remove();
const records: StoreRecords | undefined = state ? JSON.parse(state) : undefined;

// `npm run dev:mock` swaps the network for a mocked schema; the import is dropped from production builds.
const environment = import.meta.env.VITE_MOCK
  ? (await import("./relay/mock-environment.ts")).createMockEnvironment()
  : createEnvironment(undefined, records);
// Building the route tree is a step of its own (about a fifth of the modules' evaluation on a phone's CPU).
await nextTask();
const router = createAppRouter(environment);

if (records) {
  // The server rendered the route tree without the Suspense boundary a client-only router puts around it.
  router.ssr = { manifest: undefined };
  await nextTask();
  await preloadScreenModules();
  // The matched screens' modules first: a signed-in screen's query brings its AST with its module (web/relay/preload.ts),
  // and a loader that ran before it was there could not read the records the page came with, and asked for them again.
  await Promise.all(router.getMatchedRoutes(router.latestLocation.pathname)[0].map((route) => router.loadRouteChunk(route)));
  // The matched route's loaders and lazy screen must be ready, so the first render is the server's HTML.
  await loadFromServerRecords(environment, () => router.load());
  await nextTask();
  // As a transition, hydration yields to the browser between components instead of one long task:
  // the page (already drawn by the server) stays responsive while it comes alive.
  stopHoldingEarlyInput();
  startTransition(() => {
    hydrateRoot(root, <App environment={environment} router={router} drawnAt={Number(root.dataset.drawnAt) || undefined} />);
  });
} else {
  createRoot(root).render(<App environment={environment} router={router} />);
}
