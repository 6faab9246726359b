import { randomBytes } from "node:crypto";

/** An HTTP client with a browser's cookie jar (every cookie by name) and an address of its own, sent as X-Forwarded-For. */
export class Browser {
  readonly cookies = new Map<string, string>();
  setCookies: string[] = [];

  constructor(
    readonly baseUrl: string,
    readonly ip = randomIp(),
  ) {}

  async request(method: string, path: string, body?: unknown) {
    const headers: Record<string, string> = { "x-forwarded-for": this.ip };
    if (body !== undefined) headers["content-type"] = "application/json";
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const response = await fetch(this.baseUrl + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    this.setCookies = response.headers.getSetCookie();
    for (const cookie of this.setCookies) {
      const [name = "", value = ""] = (cookie.split(";")[0] ?? "").split("=");
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
  }

  login = (email: string, password: string) => this.request("POST", "/api/login", { email, password });
  graphql = async (query: string, variables?: Record<string, unknown>) => (await this.request("POST", "/graphql", { query, variables })).body;
}

/** An address in a private range, unique enough to keep tests' counters apart. */
export const randomIp = () => `10.${[...randomBytes(3)].join(".")}`;
export const randomV6Prefix = () => `2001:db8:${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}`;
