import { cnpj } from "cpf-cnpj-validator";

/** Keeps letters and digits, uppercased: CNPJs may be alphanumeric since July 2026. */
export const normalizeCnpj = (value: string) => value.replace(/[^0-9a-z]/gi, "").toUpperCase();

export const isValidCnpj = (value: string) => cnpj.isValid(normalizeCnpj(value));

export const formatCnpj = (value: string) => cnpj.format(normalizeCnpj(value));
