/** The session service and oidc-client-ts, one chunk: started after the first paint, awaited by the store's phase. */
export const loadAuth = () => import(/* webpackChunkName: "auth" */ '@/shared/auth/create-auth');
