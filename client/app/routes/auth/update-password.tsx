import { AuthLayout } from '@client/features/auth';
import { UpdatePasswordForm } from '@client/features/auth';

export default function UpdatePasswordRoute() {
  return (
    <AuthLayout title="Neues Passwort festlegen">
      <UpdatePasswordForm />
    </AuthLayout>
  );
}
