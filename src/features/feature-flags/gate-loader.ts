import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import type { LoaderStore } from '@/shared/api/load-query';
import type { RouteAuth } from '@/shared/auth/auth-port';
import { ensureSignedIn } from '@/shared/auth/ensure-signed-in';
import type { FeatureFlagsState } from './feature-flags-slice';
import { loadEffectiveFlags } from './effective-flags';
import { gateFallbackPath, isSectionEnabled, type GatedSection } from './flag-gates';

/** FLAG-3/FLAG-4: a gated section whose flag is off sends the user to the company's dashboard. */
export const gateLoader =
  (
    store: LoaderStore<{ featureFlags: FeatureFlagsState }>,
    auth: Pick<RouteAuth, 'currentUser' | 'requireUser'>,
    section: GatedSection,
  ) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    // Runs beside the private loader: the signed-in flags are asked for only once signed in, never
    // without a token (a signed-out deep link would otherwise earn a 401 before the sign-in).
    const url = new URL(request.url);
    await ensureSignedIn(auth, `${url.pathname}${url.search}${url.hash}`);
    const flags = await loadEffectiveFlags(store, true);
    if (!isSectionEnabled(section, flags)) throw redirect(gateFallbackPath(params.companyId));
    return null;
  };
