import { brandDomain } from "../../../shared/brandDomain.ts";
import { brand } from "../../brand.ts";
import { legalDate, legalTextsVersion } from "../../../shared/legalTexts.ts";

// The product's mailboxes, named after the brand (BRAND) so that another deployment's pages name its
// own: suporte@, privacidade@ (the encarregado, LGPD art. 41) and parcerias@ at <brand>.com.br.

/** The brand's own domain, where its mailboxes are. */
export const domain = brandDomain(brand);

export const contacts = {
  support: `suporte@${domain}`,
  privacy: `privacidade@${domain}`,
  partners: `parcerias@${domain}`,
} as const;

/** When the texts were last changed: the version a sign-up records (shared/legalTexts.ts). */
export const lastUpdated = legalDate(legalTextsVersion);
