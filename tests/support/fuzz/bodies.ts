import fc from "fast-check";
import { hostileForField, hostileValue } from "./hostile.ts";
import { toJsonText, type Body } from "./request.ts";
import { validInt, validText } from "./valid.ts";

/** Mostly a valid object for the field names, with a few fields swapped for hostile values, dropped, or added. */
export function nearValid(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Record<string, unknown>> {
  const names = Object.keys(fields);
  return fc
    .tuple(
      fc.record(fields),
      fc.oneof(
        { weight: 2, arbitrary: fc.constant([]) },
        { weight: 3, arbitrary: fc.array(fc.oneof(...names.map((name) => fc.tuple(fc.constant(name), hostileForField(name)))), { minLength: 1, maxLength: 3 }) },
      ),
      fc.oneof({ weight: 4, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: fc.array(fc.constantFrom(...names), { minLength: 1, maxLength: 2 }) }),
      fc.oneof({ weight: 2, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { minKeys: 1, maxKeys: 2 }) }),
    )
    .map(([valid, swaps, drops, extra]) => {
      const value: Record<string, unknown> = { ...valid };
      for (const [name, hostile] of swaps) value[name] = hostile;
      for (const name of drops) delete value[name];
      return extra ? { ...value, ...extra } : value;
    });
}

export const fieldsOf = (names: string[], overrides: Record<string, fc.Arbitrary<unknown>> = {}) =>
  Object.fromEntries(names.map((name) => [name, overrides[name] ?? validText[name] ?? validInt[name] ?? hostileValue]));

/** Whatever a client might send as a body: near-valid objects mostly, then any JSON, then text that is not JSON at all. */
export function bodyFor(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Body> {
  return fc.oneof(
    { weight: 12, arbitrary: nearValid(fields).map((value): Body => ({ kind: "json", value })) },
    { weight: 3, arbitrary: fc.jsonValue().map((value): Body => ({ kind: "json", value })) },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.constantFrom<Body>(
          { kind: "none" },
          { kind: "raw", text: "{", contentType: "application/json" },
          { kind: "raw", text: '{"a":1}{"b":2}', contentType: "application/json" },
          { kind: "raw", text: '{"__proto__":{"empresaId":"x"},"constructor":{"prototype":{"x":1}}}', contentType: "application/json" },
          { kind: "raw", text: "\uFEFF{}", contentType: "application/json" },
          { kind: "raw", text: "[".repeat(100_000), contentType: "application/json" },
          { kind: "raw", text: "{}", contentType: "application/json; charset=latin1" },
          { kind: "raw", text: '{"titulo":"x"}', contentType: "text/plain" },
          { kind: "raw", text: "titulo=x", contentType: "application/x-www-form-urlencoded" },
          { kind: "raw", text: "x".repeat(300 * 1024), contentType: "application/json" },
        ),
        nearValid(fields).map((value): Body => ({ kind: "raw", text: toJsonText(value), contentType: "APPLICATION/JSON;charset=UTF-8" })),
      ),
    },
  );
}
