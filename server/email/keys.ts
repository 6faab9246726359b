// The outbox's keys: each names the event an e-mail tells of (so queueing it
// twice still makes one e-mail) and, by its prefix, what kind of e-mail it is.
// Named here only, because deletion and the personal-data export read them back.

const prefixes = {
  notice: "notificacao:",
  digest: "resumo:",
  passwordReset: "password-reset:",
} as const;

export const emailKeys = {
  /** The immediate e-mail of one notice. */
  notice: (noticeId: string) => `${prefixes.notice}${noticeId}`,
  /** A person's daily digest of one day ('YYYY-MM-DD'). */
  digest: (userId: string, day: string) => `${prefixes.digest}${userId}:${day}`,
  /** What every digest of a person begins with. */
  digestsOf: (userId: string) => `${prefixes.digest}${userId}:`,
  /** For SQL that builds digest keys row by row: the key is this, the user id, ':' and the day. */
  digestPrefix: prefixes.digest,
  passwordReset: (resetId: string) => `${prefixes.passwordReset}${resetId}`,
};

/** What an e-mail was, in the words of the personal-data export (which leaves subjects out for companies). */
const kinds: [prefix: string, kind: string][] = [
  [prefixes.notice, "aviso"],
  [prefixes.digest, "resumo diário"],
  [prefixes.passwordReset, "recuperação de senha"],
];

export const emailKindOf = (key: string) => kinds.find(([prefix]) => key.startsWith(prefix))?.[1] ?? "outro";
