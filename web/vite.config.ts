import babel from "@rolldown/plugin-babel";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  root,
  // Relay's graphql`` tags become imports of the compiled artifacts in __generated__/.
  plugins: [react(), babel({ plugins: ["relay"] })],
  build: {
    outDir: fileURLToPath(new URL("../dist/web", import.meta.url)),
    emptyOutDir: true,
    // Maps stay on the build machine (for debugging a build); the server never serves them.
    sourcemap: "hidden",
  },
  server: { port: 5173 },
});
