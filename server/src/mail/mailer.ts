import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail; an adapter so the server runs without SMTP and tests read what was sent. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Without SMTP, each mail is a JSON file in `<DATA_DIR>/outbox/`, written atomically enough
 * for a reader (one write per file) — an operator or a test picks codes up from there.
 */
export function outboxMailer(dir: string): Mailer {
  return {
    async send(mail) {
      await mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.json`;
      await writeFile(join(dir, name), JSON.stringify({ ...mail, date: new Date().toISOString() }, null, 2));
    },
  };
}

/** SMTP through nodemailer, from a URL like smtps://user:pass@smtp.example.org:465. */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}
