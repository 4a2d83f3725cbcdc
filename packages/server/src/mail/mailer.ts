import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Sends mail through SMTP when `smtpUrl` is set; otherwise writes each mail as an `.eml` file into the
 * outbox folder (and logs it), so that the app works on a laptop with no mail server and tests can read codes.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  outbox: string;
  from: string;
  logger: FastifyBaseLogger;
}): Mailer {
  let transport: Transporter;
  if (options.smtpUrl) {
    transport = nodemailer.createTransport(options.smtpUrl);
  } else {
    mkdirSync(options.outbox, { recursive: true });
    transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }
  let sequence = 0;
  return {
    async send(message) {
      const info = (await transport.sendMail({ from: options.from, ...message })) as { message?: Buffer };
      if (!options.smtpUrl && info.message) {
        const { writeFile } = await import('node:fs/promises');
        sequence += 1;
        const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
        const file = join(options.outbox, `${Date.now()}-${process.pid}-${sequence}-${safeTo}.eml`);
        await writeFile(file, info.message);
        options.logger.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
      }
    },
  };
}
