import { spawn, type ChildProcess } from "node:child_process";
import pg from "pg";

// What the load test and bench:compare do around the server they drive: the database's admin statements, and
// the server started as `npm start` runs it.

/** One statement over a connection of its own, closed after: nothing is left open for the database's end to break. */
export async function admin(connectionString: string, sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** Starts `entry` (Node strips the types itself, with no loader in the process) and waits until `origin` is ready. */
export async function startServer(entry: string, options: { cwd?: string; env: NodeJS.ProcessEnv; origin: string }): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--experimental-transform-types", "--disable-warning=ExperimentalWarning", entry], {
    cwd: options.cwd,
    env: options.env,
    stdio: "inherit",
  });
  for (let i = 0; i < 300; i++) {
    if (await fetch(`${options.origin}/readyz`).then((r) => r.ok, () => false)) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`${entry} did not become ready at ${options.origin}`);
}
