import { createContext, useCallback, useContext } from 'react';
import type { Persistor } from 'redux-persist';
import type { AuthService } from '@/shared/auth/auth-service';
import { logout } from './session';
import type { AppStore } from './store';

export interface SessionDeps {
  store: AppStore;
  persistor: Persistor | null;
  auth: AuthService;
}

/** What the user menu needs to log out. */
export const SessionContext = createContext<SessionDeps | null>(null);

export function useLogout(): () => Promise<void> {
  const deps = useContext(SessionContext);
  return useCallback(async () => {
    if (deps) await logout(deps);
  }, [deps]);
}
