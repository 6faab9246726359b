// `npm run build`: the Relay artifacts, then the web app (dist/web) and the
// server's renderer of its public pages (dist/server, see server/ssr/).
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import path from "node:path";
import { parseSync, Visitor, type ESTree } from "rolldown/utils";
import { build, loadConfigFromFile, type PluginOption } from "vite";

execFileSync("npx", ["relay-compiler"], { stdio: "inherit" });

const configFile = path.resolve("web/vite.config.ts");
const loaded = await loadConfigFromFile({ command: "build", mode: "production" }, configFile);
if (!loaded) throw new Error(`${configFile} not found`);
const { config } = loaded;

/**
 * styled-components names a component's classes after the order components
 * are created, which differs between the browser's chunks and the server's
 * bundle: the server's HTML would carry other class names than the browser
 * renders. This gives each styled component an id from its file and position
 * instead (what babel-plugin-styled-components does), the same in both builds.
 */
function styledComponentIds(): PluginOption {
  return {
    name: "encaixe:styled-component-ids",
    enforce: "pre",
    transform: {
      filter: { id: { include: /\/web\/.*\.tsx?$/, exclude: /node_modules/ }, code: "styled-components" },
      handler(code, id) {
        const file = path.relative(config.root ?? ".", id);
        const insertions = styledTagEnds(parseSync(file, code).program);
        if (!insertions.length) return null;
        const prefix = `e${createHash("sha256").update(file).digest("hex").slice(0, 8)}`;
        let result = code;
        // From the end, so earlier offsets stay valid.
        for (const [index, end] of [...insertions.entries()].reverse()) {
          result = `${result.slice(0, end)}.withConfig({ componentId: "${prefix}-${index}" })${result.slice(end)}`;
        }
        // Text is only inserted within lines: the next transforms' source maps stay close enough.
        return { code: result, map: null };
      },
    },
  };
}

/** Where `styled.tag` and `styled(Component)` end in each styled`…` template of a module, in source order. */
function styledTagEnds(program: ESTree.Program): number[] {
  const imported = program.body.find(
    (node): node is ESTree.ImportDeclaration => node.type === "ImportDeclaration" && node.source.value === "styled-components",
  );
  const styled = imported?.specifiers.find((specifier) => specifier.type === "ImportDefaultSpecifier")?.local.name;
  if (!styled) return [];
  const isStyled = (node: ESTree.Node) =>
    (node.type === "MemberExpression" && node.object.type === "Identifier" && node.object.name === styled) ||
    (node.type === "CallExpression" && node.callee.type === "Identifier" && node.callee.name === styled);
  const ends: number[] = [];
  new Visitor({
    TaggedTemplateExpression({ tag }) {
      // styled(Button).attrs({…})`…`: the id goes on styled(Button), before .attrs.
      const callee = tag.type === "CallExpression" ? tag.callee : null;
      const attrs = callee?.type === "MemberExpression" && callee.property.type === "Identifier" && callee.property.name === "attrs";
      const base = attrs ? callee.object : tag;
      if (isStyled(base)) ends.push(base.end);
    },
  }).visit(program);
  return ends.sort((a, b) => a - b);
}

const plugins = [...(config.plugins ?? []), styledComponentIds()];
const outDir = (folder: string) => path.resolve("dist", folder);

await build({ ...config, configFile: false, plugins });
await build({
  ...config,
  configFile: false,
  // Precompressed copies are for browsers; the server imports its bundle from disk.
  plugins: plugins.filter((plugin) => !(plugin && "name" in plugin && plugin.name === "vite-plugin-compression")),
  // One self-contained file: no dependency is resolved again at run time, and no chunk is loaded on a first request.
  ssr: { noExternal: true },
  // Production React, like the browser's build, whatever NODE_ENV the server runs with.
  define: { ...config.define, "process.env.NODE_ENV": JSON.stringify("production") },
  build: {
    ssr: path.resolve("web/entry-server.tsx"),
    outDir: outDir("server"),
    emptyOutDir: true,
    copyPublicDir: false,
    manifest: false,
    sourcemap: false,
    rolldownOptions: { output: { codeSplitting: false } },
  },
});
