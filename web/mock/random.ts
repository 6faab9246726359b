import { faker } from "@faker-js/faker/locale/pt_BR";
import { cnpjWithCheckDigits } from "../../scripts/seed-data.ts";

// Faker with a fixed seed: the same people, numbers and ids on every load.
// Documents are made with valid check digits, so the forms' validators accept them.

export const mockSeed = 20261121;

export function seedFaker(seed = mockSeed) {
  faker.seed(seed);
  return faker;
}

export { faker };

const DAY = 86_400_000;

/** The last midnight UTC: dates made relative to it stay the same all day, and none is in the future. */
export const referenceNow = () => Math.floor(Date.now() / DAY) * DAY;

export const daysAgoIso = (now: number, days: number) => new Date(now - days * DAY).toISOString();
export const dateOnly = (instant: number | string | Date) => new Date(instant).toISOString().slice(0, 10);

/** A cuid-looking database id, as /jobs/{id} shows. */
export const recordId = () => `c${faker.string.alphanumeric({ length: 24, casing: "lower" })}`;

function cpfDigit(digits: number[]) {
  const weightStart = digits.length + 1;
  const sum = digits.reduce((total, digit, i) => total + digit * (weightStart - i), 0);
  const remainder = (sum * 10) % 11;
  return remainder === 10 ? 0 : remainder;
}

/** Eleven digits with both check digits right. */
export function cpf(): string {
  const base = Array.from({ length: 9 }, () => faker.number.int(9));
  // All-equal numbers pass the arithmetic but are refused by every validator.
  if (new Set(base).size === 1) base[0] = (base[0]! + 1) % 10;
  const first = cpfDigit(base);
  return [...base, first, cpfDigit([...base, first])].join("");
}

export const cnpj = () => cnpjWithCheckDigits(`${faker.string.numeric({ length: 8, allowLeadingZeros: false })}0001`);

/** A mobile number with the area code, digits only (as the server stores it). */
export const mobilePhone = (ddd: string) => `${ddd}9${faker.helpers.arrayElement(["6", "7", "8", "9"])}${faker.string.numeric(7)}`;

/** A birth date for someone `minAge`–`maxAge` years old on `now`. */
export const birthDate = (now: number, minAge: number, maxAge: number) =>
  dateOnly(faker.date.between({ from: now - (maxAge + 1) * 365.25 * DAY + DAY, to: now - minAge * 365.25 * DAY - DAY }));

const plain = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ".");

/** first.last@domain from a person's name, without accents. */
export const emailFor = (firstName: string, lastName: string, domain = "exemplo.com.br") =>
  `${plain(firstName)}.${plain(lastName)}@${domain}`;
