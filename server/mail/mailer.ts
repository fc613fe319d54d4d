import nodemailer from 'nodemailer';
import type { Config } from '../config/env';
import type { Logger } from '../logger';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** 'smtp' or 'log' — stated in the start-up log. */
  transport: 'smtp' | 'log';
}

/**
 * Sends over SMTP_URL. Without one, the mail (and so its link) goes to the log, so someone
 * trying the app locally can still confirm an address or reset a password.
 */
export function createMailer(config: Config['mail'], logger: Logger): Mailer {
  if (!config.smtpUrl) {
    return {
      transport: 'log',
      send: async (mail) => {
        logger.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'mail (no SMTP_URL: written to the log)');
      },
    };
  }
  const transporter = nodemailer.createTransport(config.smtpUrl);
  return {
    transport: 'smtp',
    send: async (mail) => {
      await transporter.sendMail({ from: config.from, ...mail });
      logger.info({ to: mail.to, subject: mail.subject }, 'mail sent');
    },
  };
}
