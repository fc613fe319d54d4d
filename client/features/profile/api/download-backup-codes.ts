import { downloadFile, today } from '@client/lib/download';

export function downloadBackupCodes(email: string, codes: string[]) {
  const text = [
    'Sportkiste – Backup-Codes für die Zwei-Faktor-Anmeldung',
    `Konto: ${email}`,
    `Erstellt: ${today()}`,
    '',
    'Jeder Code gilt genau einmal, falls Sie Ihre Authenticator-App nicht zur Hand haben.',
    'Bewahren Sie diese Datei sicher auf (z. B. ausgedruckt) und geben Sie sie niemandem.',
    '',
    ...codes,
    '',
  ].join('\r\n');
  downloadFile(`sportkiste-backup-codes-${today()}.txt`, text, 'text/plain;charset=utf-8');
}
