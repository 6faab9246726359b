// The period of a company's analytics: calendar days in Brasília (America/Sao_Paulo),
// the first and the last included. Job views are counted per day of that calendar
// (server/domain/jobViews.ts), so a period can only be whole days of it.

/** The longest period asked at once: a year, with its leap day. */
export const maxPeriodDays = 366;

/** The calendar date in Brasília of an instant, YYYY-MM-DD. */
export const brazilDay = (at: Date = new Date()) => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(at);

const dayMs = 86_400_000;

/** The date `days` days after (or before) a YYYY-MM-DD date. */
export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

/** How many days a period spans, both ends included. */
export const periodLength = (de: string, ate: string) => Math.round((Date.parse(`${ate}T00:00:00Z`) - Date.parse(`${de}T00:00:00Z`)) / dayMs) + 1;

/** A real calendar date written YYYY-MM-DD: 2026-02-30 is not one. */
export const isCalendarDate = (text: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

/** The last `days` days up to today, today included: the screen's 7, 30 and 90 days. */
export const recentPeriod = (days: number, today = brazilDay()) => ({ de: addDays(today, 1 - days), ate: today });
