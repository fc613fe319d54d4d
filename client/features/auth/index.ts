/** What other features may use of accounts; the rest of this folder is internal. */
export { AuthError, UNKNOWN_ERROR } from './api/auth-errors';
export { authPost } from './api/auth-request';
export { refreshSession, setSession, useSession, type Session, type SessionUser } from './api/session';
export { useSignOut } from './api/auth-actions';
export { SignOutButton } from './components/sign-out-button';
