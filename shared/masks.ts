// How Brazilian documents, phones and CEPs are written, for the forms that mask them as people type
// and for the server when it prints them (the résumé PDF).

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

const onlyDigits = (value: string, max: number) => value.replace(/\D/g, "").slice(0, max);

/** 000.000.000-00 */
export function maskCpf(value: string): string {
  const d = onlyDigits(value, 11);
  return d
    .replace(/^(\d{3})(\d)/, "$1.$2")
    .replace(/^(\d{3})\.(\d{3})(\d)/, "$1.$2.$3")
    .replace(/\.(\d{3})(\d{1,2})$/, ".$1-$2");
}

/** (00) 0000-0000 for landlines, (00) 00000-0000 for mobiles. */
export function maskPhone(value: string): string {
  const d = onlyDigits(value, 11);
  if (d.length <= 2) return d.length ? `(${d}` : "";
  const area = d.slice(0, 2);
  const rest = d.slice(2);
  const split = rest.length > 8 ? 5 : 4;
  return rest.length > split ? `(${area}) ${rest.slice(0, split)}-${rest.slice(split)}` : `(${area}) ${rest}`;
}

/** 00000-000: digits only, at most 8 (spec §5). */
export function maskCep(value: string): string {
  const d = onlyDigits(value, 8);
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d;
}
