import { authPost } from './auth-request';

export function signUp(email: string, password: string) {
  // The name is required by better-auth; teachers choose a username later in the profile.
  return authPost('/sign-up/email', { email: email.trim(), password, name: '', callbackURL: '/' });
}
