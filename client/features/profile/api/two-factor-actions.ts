import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authPost, refreshSession } from '@client/features/auth';
import { downloadFile, today } from '@client/lib/download';

export interface TwoFactorSetUp {
  /** otpauth:// address: what the QR code carries. */
  totpURI: string;
  backupCodes: string[];
}

/** The key an authenticator app asks for when the QR code cannot be scanned. */
export function manualKey(totpURI: string): string {
  return new URL(totpURI).searchParams.get('secret') ?? '';
}

/** Step 1: the password starts the set-up. Nothing is switched on until a first code is confirmed. */
export function useStartTwoFactor() {
  return useMutation({
    mutationFn: (password: string) => authPost<TwoFactorSetUp>('/two-factor/enable', { password }),
  });
}

/** Step 2: a first code from the app switches two-factor sign-in on (other devices are signed out). */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => {
      await authPost('/two-factor/verify-totp', { code: code.replace(/\s/g, '') });
      await refreshSession(queryClient);
    },
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (password: string) => {
      await authPost('/two-factor/disable', { password });
      await refreshSession(queryClient);
    },
  });
}

/** Ten new backup codes; the old ones stop working. */
export function useNewBackupCodes() {
  return useMutation({
    mutationFn: async (password: string) =>
      (await authPost<{ backupCodes: string[] }>('/two-factor/generate-backup-codes', { password })).backupCodes,
  });
}

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
