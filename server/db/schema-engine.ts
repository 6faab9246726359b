import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import * as bg from "@prisma/schema-engine-wasm/schema_engine_bg";
import type { SchemaEngine } from "@prisma/schema-engine-wasm";

// Prisma's schema engine compiled to WebAssembly: the same engine behind
// `prisma migrate`, driven through a driver adapter so it needs no native
// binary (none can be downloaded offline) and works on PGlite too.

const require = createRequire(import.meta.url);
/**
 * Node loads schema_engine_bg once per process, but a test runner may evaluate
 * this file more than once (Vitest does, once per project, for global setups
 * run in one process): instantiating the wasm again would swap its memory under
 * the first instance's pending callbacks, which crashed the process. So the
 * instance is kept process-wide.
 */
const loaded = Symbol.for("encaixe.schemaEngineWasm");

/**
 * The engine arms a 10 s guard timer around its calls and never clears it (it
 * imports no clearTimeout): left referenced, each one kept a finished command
 * such as `npm run api-key` alive 10 s more. Unreferenced, it still fires
 * while anything else keeps the process running.
 */
function withUnrefTimers(bindings: typeof bg): WebAssembly.ModuleImports {
  return Object.fromEntries(
    Object.entries(bindings).map(([name, value]) =>
      name.startsWith("__wbg_setTimeout_") ? [name, (callback: () => void, ms: number) => setTimeout(callback, ms >>> 0).unref()] : [name, value],
    ),
  );
}

function loadWasm(): Promise<void> {
  const shared = globalThis as { [loaded]?: Promise<void> };
  shared[loaded] ??= (async () => {
    const wasmPath = path.join(path.dirname(require.resolve("@prisma/schema-engine-wasm")), "schema_engine_bg.wasm");
    const { instance } = await WebAssembly.instantiate(await readFile(wasmPath), { "./schema_engine_bg.js": withUnrefTimers(bg) });
    const exports = instance.exports as WebAssembly.Exports & { __wbindgen_start: () => void };
    bg.__wbg_set_wasm(exports);
    exports.__wbindgen_start();
  })();
  return shared[loaded];
}

export async function openSchemaEngine(
  schema: { path: string; content: string },
  adapterFactory: SqlMigrationAwareDriverAdapterFactory,
  log: (message: string) => void = () => {},
): Promise<SchemaEngine> {
  await loadWasm();
  const engine = await bg.SchemaEngine.new(
    { datamodels: [[schema.path, schema.content]] },
    (message: string) => log(message),
    bindMigrationAwareSqlAdapterFactory(adapterFactory),
  );
  return engine as unknown as SchemaEngine;
}
