import { AdminOnly } from '@client/features/admin';
import { UserList } from '@client/features/admin';

export default function AdminUsersRoute() {
  return (
    <AdminOnly>
      {(userId) => (
        <div className="mx-auto max-w-3xl">
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Benutzerverwaltung</h1>
          <p className="mt-1 mb-5 text-slate-600">
            Konten suchen, sperren, löschen und Admin-Rechte vergeben. Jede Änderung steht im Protokoll.
          </p>
          <UserList currentUserId={userId} />
        </div>
      )}
    </AdminOnly>
  );
}
