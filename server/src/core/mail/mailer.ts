import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface MailReceipt {
  /** The .eml file the message was written to when no SMTP server is configured, else null. */
  file: string | null;
  /** The SMTP server's reply to the message (e.g. "250 2.0.0 Ok: queued"), or the outbox file. */
  answer: string;
}

/** The mail part of the configuration, read again for every message. */
export interface MailSettings {
  smtpServerEnabled: boolean;
  smtpServerHost: string;
  smtpServerPort: number;
  smtpServerProtected: boolean;
  smtpServerUser: string;
  smtpServerPassword: string;
  smtpServerFrom: string;
}

/** Sends the server's e-mail. Built once from the configuration (see `createMailer`). */
export interface Mailer {
  sendMail(message: MailMessage): Promise<MailReceipt>;
}

/** The folder under the data folder where messages go when no SMTP server is configured. */
export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

/**
 * By SMTP when the configuration names a mail server and SMTP is on; otherwise the same RFC 822
 * message is written to `<dataDir>/outbox/` (one .eml file per message), so a single-machine
 * install can recover a password without a mail server. The settings are read for every
 * message, so a saved change applies to the next one.
 */
export function createMailer(settings: () => MailSettings, dataDir: string, now: () => number = Date.now): Mailer {
  let cached: { key: string; mailer: Mailer } | null = null;
  const current = (): Mailer => {
    const s = settings();
    const smtp: SmtpConfig | null =
      s.smtpServerEnabled && s.smtpServerHost
        ? {
            host: s.smtpServerHost,
            port: s.smtpServerPort,
            secure: s.smtpServerProtected,
            user: s.smtpServerUser,
            password: s.smtpServerPassword,
          }
        : null;
    const key = JSON.stringify([smtp, s.smtpServerFrom]);
    if (cached?.key !== key) {
      cached = {
        key,
        mailer: smtp ? smtpMailer(smtp, s.smtpServerFrom) : outboxMailer(outboxDir(dataDir), s.smtpServerFrom, now),
      };
    }
    return cached.mailer;
  };
  return { sendMail: (message) => current().sendMail(message) };
}

/** True when messages go by SMTP with these settings (else to the outbox folder). */
export function sendsBySmtp(s: MailSettings): boolean {
  return s.smtpServerEnabled && s.smtpServerHost !== '';
}

// Plain-text messages only: never let a message pull in a local file or a URL.
const SAFE = { disableFileAccess: true, disableUrlAccess: true } as const;

function smtpMailer(smtp: SmtpConfig, from: string): Mailer {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password } } : {}),
    // A request waits for the mail server: give up within a bound.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
    ...SAFE,
  });
  return {
    async sendMail(message) {
      const info = await transport.sendMail({ from, ...message });
      return { file: null, answer: String(info.response ?? '') };
    },
  };
}

function outboxMailer(dir: string, from: string, now: () => number): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix', ...SAFE });
  return {
    async sendMail(message) {
      const time = new Date(now());
      const info = await transport.sendMail({ from, date: time, ...message });
      if (!Buffer.isBuffer(info.message)) throw new Error('the stream transport gave no buffer');
      // The name comes from the time and random bytes only, never from the message.
      const name = `${time.toISOString().replace(/:/g, '-')}-${crypto.randomBytes(6).toString('hex')}.eml`;
      const file = path.join(dir, name);
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      // The message holds a live reset code: readable by the server's user only.
      await fs.writeFile(file, info.message, { mode: 0o600, flag: 'wx' });
      return { file, answer: name };
    },
  };
}
