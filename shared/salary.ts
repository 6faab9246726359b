import { formatCount } from "./numbers.ts";

/** Whole reais: 'R$ 3.500' (a no-break space after the symbol, as Intl writes pt-BR currency). */
export const formatMoney = (value: number) => `${value < 0 ? "-" : ""}R$\u00a0${formatCount(Math.abs(value))}`;

/** The spec's salary text (§5), the same on every screen and in the server-rendered page. */
export function formatSalary(min: number | null | undefined, max: number | null | undefined): string {
  const hasMin = min !== null && min !== undefined;
  const hasMax = max !== null && max !== undefined;
  if (hasMin && hasMax) return `${formatMoney(min)} - ${formatMoney(max)}`;
  if (hasMin) return `A partir de ${formatMoney(min)}`;
  if (hasMax) return `Até ${formatMoney(max)}`;
  return "A combinar";
}
