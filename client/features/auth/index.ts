/** What other features may use of accounts; the rest of this folder is internal. */
export { AuthError, UNKNOWN_ERROR } from './api/auth-errors';
export { authPost } from './api/auth-request';
export { refreshSession, setSession, useSession, type Session, type SessionUser } from './api/session';
export { useSignOut } from './api/sign-out';
export { SignOutButton } from './components/sign-out-button';
export { AuthLayout, AuthLink } from './components/auth-layout';
export { ForgotPasswordForm } from './components/forgot-password-form';
export { LoginForm } from './components/login-form';
export { SignupForm } from './components/signup-form';
export { UpdatePasswordForm } from './components/update-password-form';
