import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A real SMTP server on a random port, keeping what it receives (parsed) for the test to read. */
export async function startSmtpServer() {
  const received: ParsedMail[] = [];
  const waiters: (() => void)[] = [];
  let failing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      if (failing) {
        stream.resume();
        stream.on("end", () => callback(new Error("451 servidor de teste indisponível")));
        return;
      }
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          for (const wake of waiters.splice(0)) wake();
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  /** Resolves with the mails to `to` once `count` of them have arrived (within `ms`). */
  async function arrived(to: string, count: number, ms = 15_000): Promise<ParsedMail[]> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = received.filter((mail) => JSON.stringify(mail.to).includes(to));
      if (found.length >= count) return found;
      if (Date.now() > deadline) throw new Error(`${found.length} e-mails to ${to} within ${ms} ms, not ${count}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Makes the server refuse every message (a temporary failure) until set back. */
    fail(value: boolean) {
      failing = value;
    },
    arrived,
    /** Resolves with the mail to `to` once it arrives (within `ms`). */
    next: async (to: string, ms = 15_000): Promise<ParsedMail> => (await arrived(to, 1, ms))[0]!,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
