import { AdminOnly } from '@client/features/admin';
import { AuditList } from '@client/features/admin';

export default function AdminAuditRoute() {
  return (
    <AdminOnly>
      {() => (
        <div className="mx-auto max-w-3xl">
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Protokoll</h1>
          <p className="mt-1 mb-5 text-slate-600">Was Admins getan haben, das Neueste zuerst.</p>
          <AuditList />
        </div>
      )}
    </AdminOnly>
  );
}
