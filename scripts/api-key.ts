// Partner API keys, issued by the operator:
//   npm run api-key -- create "<partner name>"   prints the new key alone on its last line
//   npm run api-key -- list
//   npm run api-key -- revoke <id>
// The database keeps only each key's SHA-256; a lost key is revoked and issued anew.
import { createApiKey, listApiKeys, revokeApiKey } from "../server/auth/apiKeys.ts";
import { loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/database.ts";

const [command, argument] = process.argv.slice(2);
const usage = 'usage: npm run api-key -- create "<partner name>" | list | revoke <id>';

if (!["create", "list", "revoke"].includes(command ?? "") || (command !== "list" && !argument?.trim())) {
  console.error(usage);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log: (message) => console.error(message) });
try {
  if (command === "create") {
    const name = argument!.trim();
    const { id, key } = await createApiKey(database.prisma, name);
    console.log(`API key ${id} created for "${name}". It is shown only now; send it as "Authorization: Bearer <key>":`);
    console.log(key);
  } else if (command === "list") {
    const keys = await listApiKeys(database.prisma);
    if (!keys.length) console.log("no API keys");
    for (const key of keys) {
      const state = key.revokedAt ? `revoked ${key.revokedAt.toISOString()}` : "active";
      const used = key.lastUsedAt ? `last used ${key.lastUsedAt.toISOString()}` : "never used";
      console.log(`${key.id}\t${key.name}\tcreated ${key.createdAt.toISOString()}\t${used}\t${state}`);
    }
  } else {
    const revoked = await revokeApiKey(database.prisma, argument!.trim());
    console.log(revoked ? `API key ${argument} revoked` : `no active API key with id ${argument}`);
    if (!revoked) process.exitCode = 1;
  }
} finally {
  await database.close();
}
