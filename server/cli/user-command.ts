import { parseArgs } from 'node:util';
import { createAccount, deleteAccount, findAccountId, setRole } from '../auth/accounts';
import { USERNAME_PATTERN } from '../auth/auth-options';
import type { AppDeps } from '../app-env';

export const USAGE = `Verwendung:
  npm run user -- create --email E --password P [--username U] [--admin]
  npm run user -- promote E      (macht E zum Admin)
  npm run user -- demote E       (macht E wieder zur Lehrkraft)
  npm run user -- delete E       (löscht das Konto mit Favoriten und Profilbild)`;

export class UsageError extends Error {}

/** Runs one operator command; returns the line to print. Kept apart from process I/O for tests. */
export async function runUserCommand(argv: string[], deps: Pick<AppDeps, 'auth' | 'db'>): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      username: { type: 'string' },
      admin: { type: 'boolean', default: false },
    },
  });
  const [command, target] = positionals;

  if (command === 'create') {
    const { password, username, admin } = values;
    const email = values.email?.trim().toLowerCase();
    if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new UsageError('--email fehlt oder ist keine E-Mail-Adresse.');
    if (!password || password.length < 8) throw new UsageError('--password fehlt oder hat weniger als 8 Zeichen.');
    if (username && (username.length < 3 || username.length > 30 || !USERNAME_PATTERN.test(username))) {
      throw new UsageError('--username: 3 bis 30 Zeichen, nur Buchstaben, Ziffern, _ . -');
    }
    if (await findAccountId(deps.db, email)) throw new UsageError(`Für ${email} gibt es schon ein Konto.`);
    await createAccount(deps.auth, { email, password, role: admin ? 'admin' : 'user', ...(username ? { username } : {}) });
    return `Konto ${email} angelegt (${admin ? 'Admin' : 'Lehrkraft'}).`;
  }

  if (command === 'promote' || command === 'demote' || command === 'delete') {
    if (!target) throw new UsageError(`Für "${command}" fehlt die E-Mail-Adresse.`);
    const id = await findAccountId(deps.db, target);
    if (!id) throw new UsageError(`Kein Konto mit der E-Mail-Adresse ${target}.`);
    if (command === 'delete') {
      await deleteAccount(deps.auth, id);
      return `Konto ${target} gelöscht.`;
    }
    await setRole(deps.db, id, command === 'promote' ? 'admin' : 'user');
    return `${target} ist jetzt ${command === 'promote' ? 'Admin' : 'Lehrkraft'}.`;
  }

  throw new UsageError(command ? `Unbekannter Befehl "${command}".` : 'Kein Befehl angegeben.');
}
