import { AuthLayout } from '@client/features/auth/components/auth-layout';
import { UpdatePasswordForm } from '@client/features/auth/components/update-password-form';

export default function UpdatePasswordRoute() {
  return (
    <AuthLayout title="Neues Passwort festlegen">
      <UpdatePasswordForm />
    </AuthLayout>
  );
}
