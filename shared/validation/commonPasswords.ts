import { dictionary } from "@zxcvbn-ts/language-common";
import type { FieldError } from "./parse.ts";

// Server only: the list is ~49,000 passwords, too heavy for the web bundle,
// so unlike its neighbours this module is never imported by the web forms.

const common = new Set(dictionary["passwords-common"].map((password) => password.toLowerCase()));

/** A password from the lists attackers try first (zxcvbn's 'passwords-common'), whatever its case. */
export function commonPasswordError(password: string): FieldError | undefined {
  if (!common.has(password.toLowerCase())) return undefined;
  return { path: ["password"], message: "Esta senha é muito comum e fácil de adivinhar. Escolha outra." };
}
