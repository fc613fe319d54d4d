import { authPost } from './auth-request';

export function resendVerification(email: string) {
  return authPost('/send-verification-email', { email: email.trim(), callbackURL: '/' });
}
