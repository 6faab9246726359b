// Dates, times and money as Brazilians read them, without Intl (see shared/numbers.ts: the
// first Intl formatter costs a long task while a public page hydrates). The strings are
// Intl's pt-BR ones, compared in tests/server/pt-br-formats.test.ts.
import { formatCount } from "../shared/numbers.ts";

/**
 * An instant on São Paulo's clock, read through the UTC getters: UTC−3 all year since Brazil
 * dropped daylight saving time in 2019 (what the app shows is younger than that).
 */
const saoPaulo = (iso: string) => new Date(new Date(iso).getTime() - 3 * 3_600_000);
const twoDigits = (value: number) => String(value).padStart(2, "0");
const dayOf = (clock: Date) => `${twoDigits(clock.getUTCDate())}/${twoDigits(clock.getUTCMonth() + 1)}/${clock.getUTCFullYear()}`;

/** dd/mm/yyyy for an instant (ISO string). */
export const formatDate = (iso: string) => dayOf(saoPaulo(iso));

/** dd/mm/yyyy for a calendar date (YYYY-MM-DD), without shifting it across time zones. */
export const formatCalendarDate = (date: string) => date.split("-").reverse().join("/");

/** dd/mm/yyyy, hh:mm for an instant. */
export function formatDateTime(iso: string): string {
  const clock = saoPaulo(iso);
  return `${dayOf(clock)}, ${twoDigits(clock.getUTCHours())}:${twoDigits(clock.getUTCMinutes())}`;
}

type Unit = "minute" | "hour" | "day" | "month" | "year";

const unitNames: Record<Unit, [one: string, many: string]> = {
  minute: ["minuto", "minutos"],
  hour: ["hora", "horas"],
  day: ["dia", "dias"],
  month: ["mês", "meses"],
  year: ["ano", "anos"],
};

/** The words Intl's `numeric: "auto"` uses instead of a number. */
const namedOffsets: Record<Unit, Record<number, string>> = {
  minute: { 0: "este minuto" },
  hour: { 0: "esta hora" },
  day: { [-2]: "anteontem", [-1]: "ontem", 0: "hoje", 1: "amanhã", 2: "depois de amanhã" },
  month: { [-1]: "mês passado", 0: "este mês", 1: "próximo mês" },
  year: { [-1]: "ano passado", 0: "este ano", 1: "próximo ano" },
};

/** Intl.RelativeTimeFormat("pt-BR", { numeric: "auto" }).format(value, unit), for whole values. */
export function relativeTime(value: number, unit: Unit): string {
  const named = namedOffsets[unit][value];
  if (named) return named;
  const count = Math.abs(value);
  const text = `${formatCount(count)} ${unitNames[unit][count === 1 ? 0 : 1]}`;
  return value < 0 ? `há ${text}` : `em ${text}`;
}

/** 'Há 2 dias', 'Hoje', 'Ontem'… computed from the date, never fixed. */
export function formatRelative(iso: string, now = new Date()): string {
  const seconds = Math.round((new Date(iso).getTime() - now.getTime()) / 1000);
  const minutes = Math.round(seconds / 60);
  const hours = Math.round(seconds / 3600);
  const days = Math.round(seconds / 86_400);
  if (Math.abs(minutes) < 1) return "Agora mesmo";
  if (Math.abs(hours) < 1) return capitalize(relativeTime(minutes, "minute"));
  if (Math.abs(days) < 1) return capitalize(relativeTime(hours, "hour"));
  if (Math.abs(days) < 30) return capitalize(relativeTime(days, "day"));
  if (Math.abs(days) < 365) return capitalize(relativeTime(Math.round(days / 30), "month"));
  return capitalize(relativeTime(Math.round(days / 365), "year"));
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A label from one of the catalog's maps; a value the catalog does not know (a newer server) shows as sent. */
export const labelFrom =
  <T extends Record<string, string>>(labels: T) =>
  (value: string): string =>
    (labels as Record<string, string>)[value] ?? value;

export { formatCount } from "../shared/numbers.ts";
export { formatMoney, formatSalary } from "../shared/salary.ts";
