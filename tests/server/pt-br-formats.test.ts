import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatCount } from "../../shared/numbers.ts";
import { formatMoney } from "../../shared/salary.ts";
import { formatDate, formatDateTime, relativeTime } from "../../web/format.ts";

// The web app writes numbers, money, dates and relative times without Intl (its first formatter is a
// long task while a public page hydrates); what a person reads must still be Intl's pt-BR text.

const saoPaulo = { timeZone: "America/Sao_Paulo" } as const;
const intl = {
  count: new Intl.NumberFormat("pt-BR"),
  money: new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL", maximumFractionDigits: 0 }),
  date: new Intl.DateTimeFormat("pt-BR", { day: "2-digit", month: "2-digit", year: "numeric", ...saoPaulo }),
  dateTime: new Intl.DateTimeFormat("pt-BR", { day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit", ...saoPaulo }),
  relative: new Intl.RelativeTimeFormat("pt-BR", { numeric: "auto" }),
};

// Brazil kept no daylight saving time after February 2019: São Paulo is UTC−3 from then on.
const sinceDaylightSaving = fc.date({ min: new Date("2019-02-17T03:00:00Z"), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true });

describe("pt-BR text without Intl", () => {
  it("writes counts and whole reais as Intl does", () => {
    fc.assert(
      fc.property(fc.integer({ min: -2_000_000_000, max: 2_000_000_000 }), (value) => {
        expect(formatCount(value)).toBe(intl.count.format(value));
        expect(formatMoney(value)).toBe(intl.money.format(value));
      }),
    );
    // Cents round half away from zero, as Intl's currency format does.
    for (const value of [2.5, 3.5, 1999.5, 12_345.49]) expect(formatMoney(value)).toBe(intl.money.format(value));
  });

  it("writes instants on São Paulo's clock as Intl does", () => {
    fc.assert(
      fc.property(sinceDaylightSaving, (date) => {
        expect(formatDate(date.toISOString())).toBe(intl.date.format(date));
        expect(formatDateTime(date.toISOString())).toBe(intl.dateTime.format(date));
      }),
    );
  });

  it("writes relative times as Intl's numeric: auto does", () => {
    fc.assert(
      fc.property(fc.integer({ min: -5000, max: 5000 }), fc.constantFrom("minute", "hour", "day", "month", "year" as const), (value, unit) => {
        expect(relativeTime(value, unit)).toBe(intl.relative.format(value, unit));
      }),
    );
  });
});
