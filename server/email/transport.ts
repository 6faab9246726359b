import { createTransport } from "nodemailer";
import type { Config } from "../config.ts";
import type { Logger } from "../log.ts";

export interface OutgoingEmail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
  /** Whether a sent e-mail's body must stay in the outbox: it does when the outbox is where e-mail is read (no SMTP). */
  keepsBodies: boolean;
  close(): void;
}

/**
 * SMTP when SMTP_URL is set. Otherwise (the embedded default) nothing leaves the
 * machine: the e-mail stays in the database, where /dev/emails shows it in
 * development, and the log says it was kept.
 */
export function createMailer(config: Pick<Config, "smtpUrl" | "mailFrom" | "publicUrl">, log: Logger): Mailer {
  if (!config.smtpUrl) {
    return {
      keepsBodies: true,
      async send(email) {
        log.info({ emailId: email.id, to: email.to, subject: email.subject }, "e-mail kept in the database (no SMTP_URL)");
      },
      close() {},
    };
  }
  const transport = createTransport(config.smtpUrl);
  const host = new URL(config.publicUrl).hostname;
  return {
    keepsBodies: false,
    async send(email) {
      await transport.sendMail({
        from: config.mailFrom,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        headers: email.headers,
        // One Message-ID per outbox row: a retry after a lost acknowledgement is recognised by the receiving servers.
        messageId: `<${email.id}@${host}>`,
      });
    },
    close: () => transport.close(),
  };
}
