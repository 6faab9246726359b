// `npm run api-key` without its process (argv, console, exit code, which database):
// tests run the same commands in process, on a database they already have open.
import { createApiKey, listApiKeys, revokeApiKey } from "../server/auth/apiKeys.ts";
import type { Db } from "../server/db/database.ts";

export type ApiKeyCommand = { kind: "create"; name: string } | { kind: "list" } | { kind: "revoke"; id: string };

export const usage = 'usage: npm run api-key -- create "<partner name>" | list | revoke <id>';

/** The command its arguments name, or undefined when they are not one (the usage applies). */
export function parseApiKeyCommand([kind, argument]: string[]): ApiKeyCommand | undefined {
  const value = argument?.trim();
  if (kind === "list") return { kind };
  if (kind === "create" && value) return { kind, name: value };
  if (kind === "revoke" && value) return { kind, id: value };
  return undefined;
}

/** Runs one command, printing its lines; returns the exit code. */
export async function runApiKeyCommand(db: Db, command: ApiKeyCommand, print: (line: string) => void): Promise<number> {
  if (command.kind === "create") {
    const { id, key } = await createApiKey(db, command.name);
    print(`API key ${id} created for "${command.name}". It is shown only now; send it as "Authorization: Bearer <key>":`);
    print(key);
    return 0;
  }
  if (command.kind === "list") {
    const keys = await listApiKeys(db);
    if (!keys.length) print("no API keys");
    for (const key of keys) {
      const state = key.revokedAt ? `revoked ${key.revokedAt.toISOString()}` : "active";
      const used = key.lastUsedAt ? `last used ${key.lastUsedAt.toISOString()}` : "never used";
      print(`${key.id}\t${key.name}\tcreated ${key.createdAt.toISOString()}\t${used}\t${state}`);
    }
    return 0;
  }
  const revoked = await revokeApiKey(db, command.id);
  print(revoked ? `API key ${command.id} revoked` : `no active API key with id ${command.id}`);
  return revoked ? 0 : 1;
}
