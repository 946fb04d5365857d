import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import Button from '@mui/material/Button';
import { signIn } from '@/shared/auth/session-thunks';
import { useThunkDispatch } from '@/shared/lib/dispatch';

/**
 * For changes that need a recent sign-in (e-mail change, account deletion; TRUST-10, TRUST-13):
 * asks the provider for the password again and comes back to this page, where the user repeats
 * the change.
 */
export function SignInAgainButton({ children }: { children: ReactNode }) {
  const dispatch = useThunkDispatch();
  const location = useLocation();
  return (
    <Button
      color="inherit"
      size="small"
      onClick={() =>
        void dispatch(
          signIn({ redirectPath: `${location.pathname}${location.search}`, reauthenticate: true }),
        )
      }
    >
      {children}
    </Button>
  );
}
