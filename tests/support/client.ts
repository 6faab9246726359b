/** An HTTP client that keeps the session cookie like a browser tab does. */
export class Client {
  cookie: string | undefined;
  lastSetCookie: string[] = [];

  constructor(readonly baseUrl: string) {}

  async request(method: string, path: string, body?: unknown): Promise<{ status: number; body: any; headers: Headers }> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers["content-type"] = "application/json";
    if (this.cookie) headers.cookie = this.cookie;
    const response = await fetch(this.baseUrl + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    this.lastSetCookie = response.headers.getSetCookie();
    for (const setCookie of this.lastSetCookie) {
      const pair = setCookie.split(";")[0] ?? "";
      this.cookie = pair.endsWith("=") ? undefined : pair;
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed, headers: response.headers };
  }

  get = (path: string) => this.request("GET", path);
  post = (path: string, body?: unknown) => this.request("POST", path, body);
  put = (path: string, body?: unknown) => this.request("PUT", path, body);
  delete = (path: string) => this.request("DELETE", path);

  async graphql<T = any>(query: string, variables?: Record<string, unknown>): Promise<{ data: T; errors?: { message: string }[] }> {
    const { body } = await this.request("POST", "/graphql", { query, variables });
    return body;
  }
}
