import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL("..", import.meta.url));
const require = createRequire(import.meta.url);
// Migrates, once per run, the database every test file's database is a copy of.
const databaseTemplate = "tests/support/databaseTemplate.ts";

export default defineConfig({
  resolve: {
    // graphql 16 ships CommonJS (which Node, and so Pothos and Yoga, load) and an
    // .mjs copy that Vite would pick for our files: two realms of one library.
    alias: [{ find: /^graphql$/, replacement: require.resolve("graphql") }],
  },
  test: {
    root,
    projects: [
      {
        extends: true,
        test: {
          name: "server",
          include: ["tests/server/**/*.test.ts"],
          globalSetup: [databaseTemplate],
          environment: "node",
          // Each file has its own server and database and spends much of its time waiting on I/O:
          // three at once on two cores take 60% of the time one at a time does.
          maxWorkers: 3,
          // A worker runs its files one after another in one module graph: the app, Prisma and PGlite load
          // once per worker rather than once per file (about a third of the suite's CPU time here). Every file still
          // starts its own server on its own database; what modules keep between requests (the CEP cache,
          // the image queue) is cleared or drained by the tests that depend on it.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: [databaseTemplate],
          environment: "node",
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // One Chromium and one server per file; files run one at a time on a 2-core machine.
          fileParallelism: false,
        },
      },
    ],
  },
});
