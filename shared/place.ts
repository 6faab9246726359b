// Where a person lives as the app writes it: on cards, on the profile page and in the résumé PDF.

/** 'São Paulo, SP', or whichever of the two is filled in. */
export const place = (city: string | null | undefined, state: string | null | undefined) =>
  [city?.trim(), state?.trim()].filter(Boolean).join(", ");
