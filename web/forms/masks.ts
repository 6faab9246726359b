/** 00.000.000/0000-00 while typing; letters are kept for alphanumeric CNPJs (issued since July 2026). */
export function maskCnpj(value: string): string {
  const chars = value.replace(/[^0-9a-z]/gi, "").toUpperCase().slice(0, 14);
  const parts = [chars.slice(0, 2), chars.slice(2, 5), chars.slice(5, 8), chars.slice(8, 12), chars.slice(12, 14)];
  let out = parts[0] ?? "";
  if (parts[1]) out += `.${parts[1]}`;
  if (parts[2]) out += `.${parts[2]}`;
  if (parts[3]) out += `/${parts[3]}`;
  if (parts[4]) out += `-${parts[4]}`;
  return out;
}
