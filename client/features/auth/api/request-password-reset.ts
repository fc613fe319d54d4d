import { authPost } from './auth-request';

export function requestPasswordReset(email: string) {
  return authPost('/request-password-reset', { email: email.trim(), redirectTo: '/auth/update-password' });
}
