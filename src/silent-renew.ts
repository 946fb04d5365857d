import { UserManager, WebStorageStateStore } from 'oidc-client-ts';

/**
 * The page the identity provider answers a silent (iframe) renewal to: it only hands the response
 * to the parent window. Kept tiny and separate from the app bundle (architecture guide: the
 * iframe must not load the whole app). Refresh tokens make it a fallback.
 */
void new UserManager({
  authority: '',
  client_id: '',
  redirect_uri: '',
  stateStore: new WebStorageStateStore({ store: window.localStorage, prefix: 'oidc.' }),
}).signinSilentCallback();
