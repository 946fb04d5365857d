import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The profile claims the app shows; a serializable subset of the ID token / userinfo claims. */
export interface SessionProfile {
  sub: string;
  email?: string;
  name?: string;
  givenName?: string;
  familyName?: string;
  locale?: string;
}

export type SessionStatus = 'unknown' | 'signedIn' | 'expiring' | 'expired' | 'signedOut';

export interface AuthState {
  status: SessionStatus;
  /** Access-token expiry, seconds since epoch (oidc-client-ts `expires_at`). */
  expiresAt: number | null;
  profile: SessionProfile | null;
  /**
   * TRUST-6: a renewal could not reach the identity provider and is being retried; the session
   * stays. Present only while that is so.
   */
  renewalFailing?: true;
}

const initialState: AuthState = { status: 'unknown', expiresAt: null, profile: null };

/**
 * A plain copy of the signed-in user kept in sync from oidc-client-ts events. Tokens never enter
 * the store: the base query reads them from the auth service.
 */
export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    userLoaded(
      _state,
      action: PayloadAction<{ profile: SessionProfile; expiresAt: number | null }>,
    ): AuthState {
      return { status: 'signedIn', ...action.payload };
    },
    sessionExpiring(state) {
      if (state.status === 'signedIn') state.status = 'expiring';
    },
    sessionExpired(state) {
      if (state.profile) state.status = 'expired';
    },
    sessionRenewalFailing(state) {
      state.renewalFailing = true;
    },
    sessionRenewalRecovered(state) {
      delete state.renewalFailing;
    },
    userSignedOut(): AuthState {
      return { status: 'signedOut', expiresAt: null, profile: null };
    },
  },
  selectors: {
    selectSession: (state) => state,
    selectProfile: (state) => state.profile,
    selectIsSignedIn: (state) => state.status === 'signedIn' || state.status === 'expiring',
    selectRenewalFailing: (state) => state.renewalFailing === true,
  },
});

export const {
  userLoaded,
  sessionExpiring,
  sessionExpired,
  sessionRenewalFailing,
  sessionRenewalRecovered,
  userSignedOut,
} = authSlice.actions;
export const { selectSession, selectProfile, selectIsSignedIn, selectRenewalFailing } =
  authSlice.selectors;
