/**
 * The version of the Termos de Uso and the Política de Privacidade in force:
 * the day they last changed. A sign-up records it (AceiteTermos), and the
 * pages show it, so what a person agreed to can be told apart from later texts.
 */
export const legalTextsVersion = "2026-11-23";

/** '2026-11-23' → '23 de novembro de 2026'. */
export const legalDate = (version: string) =>
  new Intl.DateTimeFormat("pt-BR", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${version}T00:00:00Z`));
