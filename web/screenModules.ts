import { nextTask } from "./startupTask.ts";

/** Links appended per task: each starts a request, 1–4 ms of a phone's CPU (4× slower) on the 2-core machine. */
const perTask = 8;

/**
 * Preloads the modules of the screen a server-drawn page names (server/web-assets.ts), a few per task, before
 * the router loads that screen. Vite's preload of a lazy import appends a `modulepreload` link for each module
 * the screen needs in one task (about 30 on a job's page: 100–130 ms of a phone's CPU, half of the route's
 * loading), and skips those the page already has.
 */
export async function preloadScreenModules(): Promise<void> {
  const named = document.getElementById("screen-modules")?.textContent;
  const files: string[] = named ? JSON.parse(named) : [];
  for (let start = 0; start < files.length; start += perTask) {
    for (const file of files.slice(start, start + perTask)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = file;
      document.head.appendChild(link);
    }
    await nextTask();
  }
}
