import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { useSignOut } from '../api/sign-out';

/** 'Abmelden', then to the sign-in screen (also when offline: the sign-out completes later). */
export function SignOutButton() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  return (
    <Button
      variant="secondary"
      busy={signOut.isPending}
      onClick={() => signOut.mutate(undefined, { onSettled: () => navigate(paths.login.getHref(), { replace: true }) })}
    >
      <LogOut aria-hidden="true" className="size-5" />
      Abmelden
    </Button>
  );
}
