import { createContext, useContext } from 'react';
import type { AuthPort } from './auth-port';

/** The session for components (sign-in redirect from an error page, logout from the user menu). */
export const AuthContext = createContext<AuthPort | null>(null);

export function useAuth(): AuthPort {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth outside <AuthContext.Provider>');
  return auth;
}
