import fc from "fast-check";
import { globalId } from "../fixtures.ts";
import { IdRef, kinds, type Kind } from "./ids.ts";
import { RawNumber } from "./request.ts";
import { validInt } from "./valid.ts";

export const hostileString = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      "\u0000",
      "texto\u0000oculto",
      "\uD800",
      "a\uDC00b",
      "\uDBFF\uDBFF",
      "\u202Egnp.exe",
      "مرحبا بالعالم",
      "👩🏽‍💻🇧🇷",
      "\u200B\u200D\uFEFF",
      "Z̷̢͎a̸l̵g̶o̷",
      "   ",
      "",
      "null",
      "undefined",
      "NaN",
      "-0",
      "1e308",
      "Infinity",
      "-1",
      "0x1F",
      "99999999999999999999999",
      "１２３４５",
      "'; DROP TABLE \"Vaga\"; --",
      "%_\\",
      "<script>alert(1)</script>",
      "../../etc/passwd",
      "__proto__",
      "constructor",
      "toString",
      "\r\n\t",
      "İß",
    ),
  },
  { weight: 2, arbitrary: fc.constantFrom("x".repeat(10_000), "😀".repeat(5_000), "ç ".repeat(5_001), " ".repeat(10_000)) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 20 }) },
);
export const hostileNumber = fc.oneof(
  fc.constantFrom(1e308, -1e308, -0, 0, -1, 0.5, 2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53 + 2, 1e21, Number.MIN_VALUE, 10_000_001, 1949, 9999),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
export const rawNumber = fc.constantFrom("1e400", "-1e400", "123456789012345678901234567890", "-0.0", "1E-400").map((t) => new RawNumber(t));
const pad = (n: number, width: number) => String(n).padStart(width, "0");
/** Dates in the YYYY-MM-DD shape with any year, month and day: year 0, day 31 of a 30-day month, month 13. */
const shapedDate = fc
  .tuple(fc.oneof(fc.constantFrom(0, 1, 999, 1899, 1900, 2100, 2101, 9999), fc.integer({ min: 0, max: 9999 })), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
  .map(([year, month, day]) => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`);
export const hostileDate = fc.oneof(
  { weight: 3, arbitrary: shapedDate },
  fc.constantFrom(
    "0000-01-01",
    "0001-01-01",
    "1899-12-31",
    "1900-01-01",
    "9999-12-31",
    "99999-12-31",
    "+275760-09-13",
    "-000001-01-01",
    "2026-02-30",
    "2025-02-29",
    "2024-02-29",
    "2026-04-31",
    "2026-13-01",
    "2026-00-10",
    "2026-01-32",
    "2026-1-1",
    "20260101",
    "2026-01-01T00:00:00Z",
    "2026-01-01T25:00:00Z",
    " 2020-01-01 ",
    "01/02/2020",
    "2100-01-01",
  ),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
);
export const enumGarbage = fc.constantFrom(
  "ativa",
  "ATIVA ",
  " CLT",
  "PJ,CLT",
  "ENVIADA",
  "APROVADA",
  "PENDENTE",
  "ACEITO",
  "Masculino",
  "C-LEVEL",
  "c_level",
  "GRADUACAO",
  "FLUENTE",
  "0",
  "valueOf",
  "hasOwnProperty",
);
export const structural = fc.oneof(
  fc.constantFrom(null, true, false, [], {}, [null], ["a"], { a: 1 }, [[[[[]]]]], { $gt: "" }, { id: "x" }, JSON.parse('{"__proto__":{"admin":true}}')),
  fc.jsonValue({ maxDepth: 2 }),
);

/** A real row's id in one of its forms, or an id-shaped string that points nowhere. */
export const idValue = (kind: Kind | undefined, preferGlobal: boolean) =>
  fc.oneof(
    {
      weight: 8,
      arbitrary: fc
        .record({
          kind: kind ? fc.oneof({ weight: 5, arbitrary: fc.constant(kind) }, { weight: 1, arbitrary: fc.constantFrom(...kinds) }) : fc.constantFrom(...kinds),
          n: fc.nat(),
          whose: fc.constantFrom<IdRef["whose"]>("mine", "mine", "anyone's"),
          form: preferGlobal
            ? fc.constantFrom<IdRef["form"]>("global", "global", "global", "global", "raw", "globalOfOtherType")
            : fc.constantFrom<IdRef["form"]>("raw", "raw", "raw", "raw", "global", "globalOfOtherType"),
          other: fc.constantFrom(...kinds),
        })
        .map(({ kind, n, whose, form, other }) => new IdRef(kind, n, whose, form, other)),
    },
    {
      weight: 2,
      arbitrary: fc.oneof(
        fc.constantFrom("cm0000000000000000000000", "1", "0", "-1", "Vaga:", "VmFnYTo=", "=====", "////", "..", "x".repeat(2_000)),
        fc.string({ maxLength: 30 }).map((s) => Buffer.from(s).toString("base64")),
        fc.tuple(fc.constantFrom(...kinds), hostileString).map(([k, s]) => globalId(k, s)),
        hostileString,
      ),
    },
  );

export const hostileValue = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: rawNumber },
  { weight: 2, arbitrary: hostileDate },
  { weight: 2, arbitrary: structural },
  { weight: 2, arbitrary: enumGarbage },
  { weight: 2, arbitrary: idValue(undefined, false) },
);

const dateFields = new Set(["dataNascimento", "prazoCandidatura", "dataInicio", "dataFim"]);
const enumFields = new Set(["userType", "genero", "nivel", "status", "nivelVaga", "nivelProfissional", "tipoContrato", "modalidadeTrabalho", "statusVaga", "statusCandidatura", "areaAtuacao", "areaInteresse", "enderecoEstado"]);
const numericText = fc.constantFrom("1e308", "-1", "NaN", "Infinity", "1,5", "10.000.000", "0x10", " 42 ", "4".repeat(400));

/** Hostile values aimed at what a field holds (a date field gets impossible dates), and now and then anything at all. */
export const hostileForField = (name: string) =>
  fc.oneof(
    {
      weight: 3,
      arbitrary: dateFields.has(name)
        ? hostileDate
        : name in validInt
          ? fc.oneof(hostileNumber, rawNumber, numericText)
          : enumFields.has(name)
            ? enumGarbage
            : /Id$/.test(name)
              ? idValue(undefined, false)
              : hostileString,
    },
    { weight: 1, arbitrary: hostileValue },
  );
