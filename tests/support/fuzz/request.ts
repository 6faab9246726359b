import type { Role } from "./accounts.ts";
import { IdRef } from "./ids.ts";

export type Body =
  | { kind: "none" }
  | { kind: "json"; value: unknown }
  | { kind: "raw"; text: string; contentType?: string }
  | { kind: "bytes"; bytes: Uint8Array; contentType: string }
  | { kind: "form"; parts: [name: string, value: string | Uint8Array][]; headers?: Record<string, string> };

/** A path as segments; ids are looked up when the request is sent. */
export type PathSpec = (string | IdRef | { raw: string })[];

export interface Exchange {
  role: Role;
  method: string;
  path: PathSpec;
  body: Body;
  /** For GraphQL: the mutation's field, whose result says whether it was refused. */
  graphqlField?: string;
}

/** A number written as JSON text that JSON.stringify cannot produce (1e400 parses as Infinity). */
export class RawNumber {
  constructor(readonly text: string) {}
  toJSON() {
    return `\u0001${this.text}\u0001`;
  }
}

export const toJsonText = (value: unknown) => JSON.stringify(value).replace(/"\\u0001(.*?)\\u0001"/g, "$1");

export function encodeSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    // Lone surrogates cannot be percent-encoded: the URL parser substitutes U+FFFD, as a browser would.
    return encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, "\uFFFD"));
  }
}

export const pathText = (path: PathSpec) =>
  path.map((part) => (typeof part === "string" ? part : part instanceof IdRef ? encodeSegment(part.resolve()) : part.raw)).join("");

/** The text goes into failure messages: FormData and bytes have none of their own to show. */
export function requestPayload(body: Body): { init: RequestInit; text: string } {
  switch (body.kind) {
    case "none":
      return { init: {}, text: "" };
    case "json": {
      const text = toJsonText(body.value);
      return { init: { body: text, headers: { "content-type": "application/json" } }, text };
    }
    case "raw":
      return { init: { body: body.text, headers: body.contentType ? { "content-type": body.contentType } : {} }, text: body.text };
    case "bytes":
      return { init: { body: body.bytes as BodyInit, headers: { "content-type": body.contentType } }, text: `<${body.bytes.byteLength} bytes>` };
    case "form": {
      const form = new FormData();
      for (const [name, value] of body.parts) {
        if (typeof value === "string") form.append(name, value);
        else form.append(name, new Blob([value as BlobPart]), "arquivo.png");
      }
      const text = body.parts.map(([name, value]) => `${name}=${typeof value === "string" ? value : `<${value.byteLength} bytes>`}`).join("&");
      return { init: { body: form, headers: body.headers ?? {} }, text };
    }
  }
}
