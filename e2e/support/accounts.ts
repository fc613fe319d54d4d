import { expect, type Page } from '@playwright/test';

const mailbox = `http://127.0.0.1:${process.env.E2E_MAIL_PORT ?? 3918}/mails`;
export const PASSWORD = 'turnhalle-2026';
export const ADMIN = { email: 'admin@sportkiste.test', password: 'admin-passwort-123' };

interface Mail {
  to: string;
  subject: string;
  text: string;
}

let counter = 0;
/** A fresh address per call, unique across workers and runs. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${process.pid}-${counter}@schule.test`;
}

/** The newest mail to `to` whose subject contains `subject` (mails are sent in the background). */
export async function waitForMail(to: string, subject: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(mailbox)).json()) as Mail[];
        found = mails.filter((m) => m.to === to && m.subject.includes(subject)).at(-1);
        return Boolean(found);
      },
      // Sent in the background: on a loaded 2-core CI machine it has taken over 10 s.
      { message: `mail "${subject}" to ${to}`, timeout: 30_000 },
    )
    .toBe(true);
  return found as Mail;
}

export function linkIn(mail: Mail): string {
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error(`no link in "${mail.subject}"`);
  return match[0];
}

/** Signs up through the API, confirms through the mailed link in the page: signed in. */
export async function signUpVerified(page: Page, email = uniqueEmail('lehrkraft'), password = PASSWORD): Promise<string> {
  const res = await page.request.post('/api/auth/sign-up/email', { data: { email, password, name: '', callbackURL: '/' } });
  expect(res.status()).toBe(200);
  await page.goto(linkIn(await waitForMail(email, 'bestätigen')));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Was steht heute an?');
  return email;
}

export async function signInWithForm(page: Page, email: string, password: string) {
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}
