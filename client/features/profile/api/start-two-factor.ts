import { useMutation } from '@tanstack/react-query';
import { authPost } from '@client/features/auth';

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
