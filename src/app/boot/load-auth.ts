/** The session service and oidc-client-ts, one chunk: the entry starts it, the store step awaits it. */
export const loadAuth = () => import(/* webpackChunkName: "auth" */ '@/shared/auth/create-auth');
