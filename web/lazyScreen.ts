import { lazyRouteComponent } from "@tanstack/react-router";

/**
 * A route's screen, loaded with the route. Given as `import.meta.glob` of its one module, from the web
 * root, so that the route also knows the module's name in the build's manifest (`screen`): the server
 * can name the screen's code in the page it sends, for the browser to fetch beside the app's own
 * instead of after it (web/entry-server.tsx, server/http/screenPreloads.ts).
 */
export function lazyScreen<Module extends Record<string, unknown>, Name extends keyof Module & string>(
  modules: Record<string, () => Promise<Module>>,
  exportName: Name,
) {
  const found = Object.entries(modules);
  if (found.length !== 1 || !found[0]![0].startsWith("/")) {
    throw new Error(`lazyScreen(${exportName}): expected one module named from the web root, found ${found.map(([name]) => name).join(", ") || "none"}`);
  }
  const [name, load] = found[0]!;
  return Object.assign(lazyRouteComponent(load, exportName), { screen: name.slice(1) });
}

/** The manifest name of a route's screen, when the route loads it with lazyScreen. */
export const screenOf = (component: unknown): string | undefined =>
  typeof component === "function" && "screen" in component && typeof component.screen === "string" ? component.screen : undefined;
