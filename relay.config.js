// relay-compiler reads the schema the server prints (npm run schema) and the
// graphql`` tags in web/, writing artifacts to __generated__/ beside each file.
const config = {
  src: "./web",
  schema: "./schema.graphql",
  language: "typescript",
  eagerEsModules: true,
  excludes: ["**/node_modules/**", "**/__generated__/**"],
};

// relay-compiler and babel-plugin-relay require() this file; this export name
// hands them the plain object although the package is an ES module.
export { config as "module.exports" };
