// `npm run build`: the Relay artifacts, then the web app (dist/web).
import { execFileSync } from "node:child_process";

const run = (command: string, args: string[]) => execFileSync(command, args, { stdio: "inherit" });

run("npx", ["relay-compiler"]);
run("npx", ["vite", "build", "--config", "web/vite.config.ts"]);
