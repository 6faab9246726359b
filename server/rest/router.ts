import type { GraphQLContext } from "../graphql/builder.ts";
import type { Logger } from "../log.ts";
import { containsNul } from "../http/input.ts";
import { BadRequest, json } from "./http.ts";
import { errorResponse } from "./statuses.ts";
import type { Request, Response } from "../http/fetchApi.ts";

export interface RouteRequest {
  request: Request;
  params: Record<string, string>;
  query: URLSearchParams;
}

type Handler = (ctx: GraphQLContext, req: RouteRequest) => Promise<Response>;
type Method = "GET" | "POST" | "PUT" | "DELETE";

interface Route {
  method: Method;
  pattern: RegExp;
  keys: string[];
  handler: Handler;
}

/** A small table of the spec's /api routes: "/api/vagas/:id" style paths, matched in order. */
export class Router {
  private routes: Route[] = [];

  on(method: Method, path: string, handler: Handler): this {
    const keys: string[] = [];
    const source = path.replace(/:(\w+)/g, (_match, key: string) => {
      keys.push(key);
      return "([^/]+)";
    });
    this.routes.push({ method, pattern: new RegExp(`^${source}/?$`), keys, handler });
    return this;
  }

  async handle(request: Request, ctx: GraphQLContext, log: Logger): Promise<Response> {
    const url = new URL(request.url);
    if (containsNul(Object.fromEntries(url.searchParams)) || containsNul([...url.searchParams.keys()])) {
      return json({ message: "O endereço contém um caractere inválido (NUL)" }, 400);
    }
    let pathMatched = false;
    for (const route of this.routes) {
      const match = route.pattern.exec(url.pathname);
      if (!match) continue;
      pathMatched = true;
      if (route.method !== request.method) continue;
      try {
        const params = Object.fromEntries(route.keys.map((key, i) => [key, decodeParam(match[i + 1] ?? "")]));
        return await route.handler(ctx, { request, params, query: url.searchParams });
      } catch (error) {
        return errorResponse(error, log);
      }
    }
    return pathMatched
      ? json({ message: "Método não permitido" }, 405)
      : json({ message: "Rota não encontrada" }, 404);
  }
}

function decodeParam(value: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    throw new BadRequest("Endereço inválido");
  }
  if (containsNul(decoded)) throw new BadRequest("Endereço inválido");
  return decoded;
}
