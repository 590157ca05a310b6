import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config/config.ts';
import type { Db } from '../../db/client.ts';
import { recordOutbox } from './outbox.ts';

export interface OutgoingCode {
  channel: 'sms' | 'email';
  to: string;
  text: string;
  /** E-mail subject; SMS ignores it. */
  subject?: string;
}

export interface Sender {
  sendCode(msg: OutgoingCode): Promise<void>;
}

/**
 * Delivers codes. E-mail goes over SMTP when SMTP_URL is set. There is no SMS provider: with the demo doors
 * open (outside production) every message is also written to the demo outbox; else an undeliverable message
 * is logged.
 */
export function createSender(
  config: Pick<Config, 'demoDoors' | 'smtpUrl' | 'smtpFrom'>,
  db: Db,
  log: FastifyBaseLogger,
): Sender {
  const mailer = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  const useOutbox = config.demoDoors;
  return {
    async sendCode(msg) {
      if (useOutbox) await recordOutbox(db, msg);
      if (msg.channel === 'email' && mailer) {
        await mailer.sendMail({
          from: config.smtpFrom,
          to: msg.to,
          subject: msg.subject ?? '',
          text: msg.text,
        });
        return;
      }
      if (!useOutbox)
        log.warn({ channel: msg.channel }, 'no provider for this channel: message not delivered');
    },
  };
}
