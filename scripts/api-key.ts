// Partner API keys, issued by the operator:
//   npm run api-key -- create "<partner name>"   prints the new key alone on its last line
//   npm run api-key -- list
//   npm run api-key -- revoke <id>
// The database keeps only each key's SHA-256; a lost key is revoked and issued anew.
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/database.ts";
import { parseApiKeyCommand, runApiKeyCommand, usage } from "./api-key-command.ts";

const command = parseApiKeyCommand(process.argv.slice(2));
if (!command) {
  console.error(usage);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log: (message) => console.error(message) });
try {
  process.exitCode = await runApiKeyCommand(database.prisma, command, (line) => console.log(line));
} finally {
  await database.close();
}
