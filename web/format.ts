// Dates and money as Brazilians read them, through Intl.

const dateFormat = new Intl.DateTimeFormat("pt-BR", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "America/Sao_Paulo" });
const dateTimeFormat = new Intl.DateTimeFormat("pt-BR", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "America/Sao_Paulo",
});
const relativeFormat = new Intl.RelativeTimeFormat("pt-BR", { numeric: "auto" });

/** dd/mm/yyyy for an instant (ISO string). */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));

/** dd/mm/yyyy for a calendar date (YYYY-MM-DD), without shifting it across time zones. */
export const formatCalendarDate = (date: string) => date.split("-").reverse().join("/");

export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));

/** 'Há 2 dias', 'Hoje', 'Ontem'… computed from the date, never fixed. */
export function formatRelative(iso: string, now = new Date()): string {
  const seconds = Math.round((new Date(iso).getTime() - now.getTime()) / 1000);
  const minutes = Math.round(seconds / 60);
  const hours = Math.round(seconds / 3600);
  const days = Math.round(seconds / 86_400);
  if (Math.abs(minutes) < 1) return "Agora mesmo";
  if (Math.abs(hours) < 1) return capitalize(relativeFormat.format(minutes, "minute"));
  if (Math.abs(days) < 1) return capitalize(relativeFormat.format(hours, "hour"));
  if (Math.abs(days) < 30) return capitalize(relativeFormat.format(days, "day"));
  if (Math.abs(days) < 365) return capitalize(relativeFormat.format(Math.round(days / 30), "month"));
  return capitalize(relativeFormat.format(Math.round(days / 365), "year"));
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A label from one of the catalog's maps; a value the catalog does not know (a newer server) shows as sent. */
export const labelFrom =
  <T extends Record<string, string>>(labels: T) =>
  (value: string): string =>
    (labels as Record<string, string>)[value] ?? value;

export { formatMoney, formatSalary } from "../shared/salary.ts";
