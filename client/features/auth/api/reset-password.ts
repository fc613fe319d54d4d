import { authPost } from './auth-request';

export function resetPassword(token: string, newPassword: string) {
  return authPost('/reset-password', { token, newPassword });
}
