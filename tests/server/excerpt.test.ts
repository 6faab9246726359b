import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { excerpt } from "../../shared/excerpt.ts";

// The beginning of a text as a job card and the feeds show it (shared/excerpt.ts).

const lengthOf = (text: string) => Array.from(text).length;

describe("excerpt", () => {
  it("keeps a text that fits whole, on one line", () => {
    expect(excerpt("Vendas\n\ninternas  e externas ", 30)).toBe("Vendas internas e externas");
    expect(excerpt("a".repeat(20), 20)).toBe("a".repeat(20));
  });

  it("cuts a longer one after its last whole word, the '…' within the length", () => {
    const text = "Atendimento ao cliente em loja de shopping com metas mensais";
    const cut = excerpt(text, 30);
    expect(cut).toBe("Atendimento ao cliente em…");
    expect(lengthOf(cut)).toBeLessThanOrEqual(30);
    // A word that ends right at the length is whole.
    expect(excerpt("Atendimento ao cliente abcdefg hij", 31)).toBe("Atendimento ao cliente abcdefg…");
  });

  it("ends on neither a comma, a stop, an opening bracket nor a dash", () => {
    expect(excerpt("Vendas, atendimento, caixa e estoque", 22)).toBe("Vendas, atendimento…");
    expect(excerpt("Vendas internas (metas e comissões)", 22)).toBe("Vendas internas…");
    expect(excerpt("Turno da manhã — das 6h às 14h", 18)).toBe("Turno da manhã…");
  });

  it("keeps what a no-break space holds together", () => {
    expect(excerpt("Salário de R$\u00a05.000 mais comissão", 17)).toBe("Salário de…");
  });

  it("cuts inside a word only when no space comes in its first half, and never inside a character", () => {
    const link = `Veja https://exemplo.com.br/${"x".repeat(100)}`;
    expect(excerpt(link, 40)).toBe(`${link.slice(0, 39)}…`);
    const emoji = excerpt(`Ok ${"😀".repeat(60)}`, 40);
    expect(lengthOf(emoji)).toBe(40);
    expect(emoji).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it("says something when every word is punctuation", () => {
    expect(excerpt(`${".".repeat(30)} ${".".repeat(30)}`, 40)).toBe(`${".".repeat(30)}…`);
  });
  it("reads as far into a text as its beginning needs, past runs of whitespace and pairs of any length", () => {
    expect(excerpt(`${" \n".repeat(3000)}Vendas internas`, 30)).toBe("Vendas internas");
    // More follows only after 6,000 characters of whitespace: the cut still says so.
    expect(excerpt(`${"palavra ".repeat(3).trim()}${" ".repeat(6000)}fim`, 24)).toBe("palavra palavra palavra…");
    expect(excerpt(`${"palavra ".repeat(3).trim()}${" ".repeat(6000)}`, 24)).toBe("palavra palavra palavra");
    const emoji = excerpt("😀".repeat(5000), 240);
    expect(emoji).toBe(`${"😀".repeat(239)}…`);
    expect(excerpt(`${"a".repeat(240)}😀`, 241)).toBe(`${"a".repeat(240)}😀`);
  });

  it("counts characters, not code units, whether or not a text holds a pair", () => {
    // Words, the whitespace the excerpt folds or keeps, accents (one code unit each), emoji (two) and halves of pairs alone.
    const piece = fc.constantFrom("vaga", "São", "ação", "R$", " ", "  ", "\n", "\t", "\u00a0", "\u202f", ",", "—", "😀", "👩‍💻", "𝔸", "\uD83D", "\uDE00");
    const text = fc.array(piece, { maxLength: 60 }).map((pieces) => pieces.join(""));
    fc.assert(
      fc.property(text, fc.integer({ min: 1, max: 50 }), (source, length) => {
        const cut = excerpt(source, length);
        const line = source.replace(/[^\S\u00a0\u202f]+/g, " ").trim();
        if (lengthOf(line) <= length) {
          expect(cut).toBe(line);
        } else {
          expect(lengthOf(cut)).toBeLessThanOrEqual(length);
          expect(cut.endsWith("…")).toBe(true);
          // The line's first characters, whole: no pair cut in two.
          const kept = cut.slice(0, -1);
          expect(Array.from(line).slice(0, lengthOf(kept)).join("")).toBe(kept);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("refuses a length that is not a positive whole number", () => {
    for (const length of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => excerpt("Vendas internas", length)).toThrow(RangeError);
  });
});
