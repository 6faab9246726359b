import { type ChildProcess, spawn } from "node:child_process";
import { freePort } from "./ports.ts";

/** server/main.ts as its own process, as a deploy runs it, with what it has written so far. */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  output(): string;
  /** Resolves once /readyz answers 200; throws with the process's output after `timeoutMs`. */
  ready(timeoutMs?: number): Promise<void>;
  /** SIGKILL, unless it has already exited; resolves once it has. */
  kill(): Promise<void>;
}

/** Starts the server on the embedded database in memory; `env` adds to or replaces the test's environment. */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: "memory://", DATABASE_URL: "", LOG_LEVEL: "warn", NODE_ENV: "test", PASSWORD_HASH_COST: "10", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  return {
    child,
    port,
    output: () => output,
    async ready(timeoutMs = 60_000) {
      for (const giveUp = performance.now() + timeoutMs; performance.now() < giveUp && !gone(); ) {
        if (await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.ok, () => false)) return;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error(`server did not start:\n${output}`);
    },
    async kill() {
      if (gone()) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGKILL");
      await exited;
    },
  };
}
