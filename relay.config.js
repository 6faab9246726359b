// relay-compiler reads the schema the server prints (npm run schema) and the
// graphql`` tags in web/, writing artifacts to __generated__/ beside each file.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";

// relay-compiler adds to the persisted-operations file but will not create it.
const persistedFile = "./dist/persisted-operations.json";
if (!existsSync(persistedFile)) {
  mkdirSync("./dist", { recursive: true });
  writeFileSync(persistedFile, "{}\n");
}

const config = {
  src: "./web",
  schema: "./schema.graphql",
  language: "typescript",
  eagerEsModules: true,
  excludes: ["**/node_modules/**", "**/__generated__/**"],
  // Trusted documents: the browser sends an operation's id, and the server runs
  // only what this file lists (unless a partner key or development allows more).
  persistConfig: { file: persistedFile, algorithm: "SHA256" },
};

// relay-compiler and babel-plugin-relay require() this file; this export name
// hands them the plain object although the package is an ES module.
export { config as "module.exports" };
