import { SignOutButton, useSession } from '@client/features/auth';
import { MyDataSection } from '@client/features/profile';
import { DeleteAccountDialog } from '@client/features/profile';
import { PictureSection } from '@client/features/profile';
import { TwoFactorSection } from '@client/features/profile';
import { UsernameSection } from '@client/features/profile';

export default function ProfileRoute() {
  const { data: user } = useSession();
  // The prerendered page knows no user; the profile joins right after hydration.
  if (!user) return null;

  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Profil</h1>
        <p className="mt-1 text-slate-600">
          Angemeldet als <span className="font-semibold text-slate-800">{user.email}</span>
          {user.role === 'admin' && ' (Admin)'}
        </p>
      </div>
      <UsernameSection user={user} />
      <PictureSection user={user} />
      <TwoFactorSection user={user} />
      <MyDataSection />
      <section aria-labelledby="konto" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
        <h2 id="konto" className="text-lg font-bold">
          Konto
        </h2>
        <div className="mt-3 flex flex-wrap gap-2">
          <SignOutButton />
          <DeleteAccountDialog />
        </div>
      </section>
    </div>
  );
}
