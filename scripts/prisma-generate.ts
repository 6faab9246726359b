// `prisma generate` needs no native engine (it builds the client with
// WebAssembly) but the CLI still checks that a schema-engine binary path
// exists; point it at any file so it works offline. With internet access the
// variable is harmless.
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
execFileSync(process.execPath, [require.resolve("prisma/build/index.js"), "generate"], {
  stdio: "inherit",
  env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? process.execPath, PRISMA_HIDE_UPDATE_MESSAGE: "1" },
});
