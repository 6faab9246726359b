const brl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL", maximumFractionDigits: 0 });

export const formatMoney = (value: number) => brl.format(value);

/** The spec's salary text (§5), the same on every screen and in the server-rendered page. */
export function formatSalary(min: number | null | undefined, max: number | null | undefined): string {
  const hasMin = min !== null && min !== undefined;
  const hasMax = max !== null && max !== undefined;
  if (hasMin && hasMax) return `${formatMoney(min)} - ${formatMoney(max)}`;
  if (hasMin) return `A partir de ${formatMoney(min)}`;
  if (hasMax) return `Até ${formatMoney(max)}`;
  return "A combinar";
}
