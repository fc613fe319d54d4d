import { getConnInfo } from '@hono/node-server/conninfo';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { apiError } from '../http/api-error';
import { USERNAME_PATTERN } from './auth-options';
import { clientIp } from './client-ip';
import { type Access, guardFor } from './access';

/**
 * The better-auth endpoints we expose, and only these: everything else it could answer
 * (impersonation, its admin endpoints, …) stays unreachable: admins manage accounts through
 * /api/admin/users, which keeps the audit log and the last-admin rule. Each one is also listed
 * in the OpenAPI document with its access level.
 */
export const authEndpoints: { method: 'get' | 'post'; path: string; access: Access; summary: string }[] = [
  { method: 'post', path: '/sign-up/email', access: 'public', summary: 'Create an account with e-mail and password.' },
  { method: 'post', path: '/sign-in/email', access: 'public', summary: 'Sign in; sets the HttpOnly session cookie.' },
  { method: 'post', path: '/sign-out', access: 'public', summary: 'End the current session (without one there is nothing to end).' },
  { method: 'get', path: '/get-session', access: 'public', summary: 'The current session and user, or null.' },
  { method: 'get', path: '/verify-email', access: 'public', summary: 'Confirm an address from the mailed link (signs in).' },
  { method: 'post', path: '/send-verification-email', access: 'public', summary: 'Send the confirmation mail again.' },
  {
    method: 'post',
    path: '/request-password-reset',
    access: 'public',
    summary: 'Mail a reset link (never reveals whether the address has an account).',
  },
  { method: 'get', path: '/reset-password/:token', access: 'public', summary: 'Follow the mailed reset link (redirects to the app).' },
  { method: 'post', path: '/reset-password', access: 'public', summary: 'Set a new password with the token from the mail.' },
  { method: 'post', path: '/update-user', access: 'user', summary: 'Change own username (role and e-mail cannot be changed here).' },
  { method: 'post', path: '/change-password', access: 'user', summary: 'Change own password (needs the current one).' },
  { method: 'post', path: '/delete-user', access: 'user', summary: 'Delete own account; the password is required.' },
  {
    method: 'post',
    path: '/two-factor/enable',
    access: 'user',
    summary: 'Start the TOTP set-up (password) → totpURI and ten backup codes; on only after a first code.',
  },
  // Reachable without a session: after a password sign-in that needs a second factor, only
  // better-auth's short-lived two-factor cookie says who is signing in.
  {
    method: 'post',
    path: '/two-factor/verify-totp',
    access: 'public',
    summary: 'Confirm the set-up, or finish a sign-in, with a 6-digit code.',
  },
  {
    method: 'post',
    path: '/two-factor/verify-backup-code',
    access: 'public',
    summary: 'Finish a sign-in with a one-time backup code (used up).',
  },
  {
    method: 'post',
    path: '/two-factor/generate-backup-codes',
    access: 'user',
    summary: 'Replace the backup codes with ten new ones (password).',
  },
  { method: 'post', path: '/two-factor/disable', access: 'user', summary: 'Switch two-factor sign-in off (password).' },
];

/** Fields better-auth and its plugins treat as text without checking (a number there was a 500). */
const TEXT_FIELDS = [
  'email',
  'password',
  'name',
  'username',
  'displayUsername',
  'newPassword',
  'currentPassword',
  'token',
  'userId',
  'role',
  'callbackURL',
  'redirectTo',
  'image',
  'code',
];

/**
 * Profile fields better-auth would store from any request: the picture only comes from our
 * JPEG route, and the display name is the username's own spelling. Without this a user could
 * set `image` to a foreign address (a tracking pixel in every header) or a display name with
 * markup that skips the username rules.
 */
function profileFieldProblem(path: string, body: Record<string, unknown>): string | undefined {
  // "Trust this device" would let later sign-ins skip the second factor; we do not offer it.
  if (path.startsWith('/two-factor/') && 'trustDevice' in body) return 'Das Feld „trustDevice“ wird nicht unterstützt.';
  if (path !== '/update-user' && path !== '/sign-up/email') return undefined;
  if ('image' in body) return 'Das Profilbild wird nur über das Hochladen eines JPEG-Bildes gesetzt.';
  if (typeof body.name === 'string' && body.name !== '') return 'Das Feld „name“ wird nicht verwendet und muss leer sein.';
  const display = body.displayUsername;
  if (typeof display === 'string') {
    const username = typeof body.username === 'string' ? body.username.trim() : undefined;
    if (!USERNAME_PATTERN.test(display) || username?.toLowerCase() !== display.trim().toLowerCase()) {
      return 'Der angezeigte Benutzername muss dem Benutzernamen entsprechen.';
    }
  }
  return undefined;
}

/** Account requests are small; anything bigger is not one of ours. */
export const MAX_AUTH_BODY_BYTES = 64 * 1024;

/**
 * The request better-auth sees: our client IP header, and for POSTs a body we have checked is
 * one JSON object (better-auth's plugins assume that and fail with a 500 on `null` or `[]`).
 */
async function requestWithClientIp(c: Context<AppEnv>): Promise<Request | Response> {
  const { config } = c.get('deps');
  let remote: string | undefined;
  try {
    remote = getConnInfo(c).remote.address;
  } catch {
    remote = undefined; // app.request() in tests has no socket
  }
  const headers = new Headers(c.req.raw.headers);
  headers.set('x-client-ip', clientIp(remote, c.req.header('x-forwarded-for'), config.auth.trustedProxies));
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return new Request(c.req.raw.url, { method: c.req.method, headers });
  // Only JSON: a form or text/plain body is what a cross-site "simple request" sends without
  // a CORS preflight, so refusing those closes login CSRF even where Origin is missing.
  const contentType = c.req.header('content-type');
  if (contentType !== undefined && !/^application\/json\s*(;|$)/i.test(contentType)) {
    return apiError(c, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Falscher Inhaltstyp: erwartet wird application/json.');
  }
  const body = await c.req.text();
  if (Buffer.byteLength(body) > MAX_AUTH_BODY_BYTES) return apiError(c, 413, 'PAYLOAD_TOO_LARGE', 'Die Anfrage ist zu groß.');
  let parsed: unknown;
  try {
    parsed = body.trim() === '' ? {} : JSON.parse(body);
  } catch {
    return apiError(c, 400, 'INVALID_JSON', 'Die Anfrage ist kein gültiges JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return apiError(c, 400, 'INVALID_JSON', 'Die Anfrage muss ein JSON-Objekt sein.');
  const wrongType = TEXT_FIELDS.find((key) => key in parsed && typeof (parsed as Record<string, unknown>)[key] !== 'string');
  if (wrongType) return apiError(c, 400, 'VALIDATION_FAILED', `Das Feld „${wrongType}“ muss ein Text sein.`);
  const profileProblem = profileFieldProblem(new URL(c.req.url).pathname.replace(/^\/api\/auth/, ''), parsed as Record<string, unknown>);
  if (profileProblem) return apiError(c, 400, 'VALIDATION_FAILED', profileProblem);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return new Request(c.req.raw.url, { method: c.req.method, headers, body: JSON.stringify(parsed) });
}

export function mountAuth(app: Hono<AppEnv>, docs: OpenAPIHono<AppEnv>) {
  for (const endpoint of authEndpoints) {
    const forward = async (c: Context<AppEnv>) => {
      const request = await requestWithClientIp(c);
      return request instanceof Request ? c.get('deps').auth.handler(request) : request;
    };
    // better-auth checks the body before the session: without this, a visitor learns about a
    // bad body (400) before being told to sign in, and the access matrix would not hold.
    const where = `${endpoint.method.toUpperCase()} /api/auth${endpoint.path}`;
    app.on(endpoint.method.toUpperCase(), [`/api/auth${endpoint.path}`], ...guardFor(endpoint.access, where), forward);
    docs.openAPIRegistry.registerPath({
      method: endpoint.method,
      // The registry belongs to the /api router, whose base path is prepended.
      path: `/auth${endpoint.path.replace(/:(\w+)/g, '{$1}')}`,
      tags: ['Konto'],
      summary: endpoint.summary,
      'x-access': endpoint.access,
      ...(endpoint.path.includes(':token')
        ? { parameters: [{ name: 'token', in: 'path' as const, required: true, schema: { type: 'string' as const } }] }
        : {}),
      responses: { 200: { description: 'better-auth response (see better-auth documentation).' } },
    });
  }
}
