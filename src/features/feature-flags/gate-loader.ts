import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import type { LoaderStore } from '@/shared/api/load-query';
import type { FeatureFlagsState } from './feature-flags-slice';
import { loadEffectiveFlags } from './effective-flags';
import { gateFallbackPath, isSectionEnabled, type GatedSection } from './flag-gates';

/** FLAG-3/FLAG-4: a gated section whose flag is off sends the user to the company's dashboard. */
export const gateLoader =
  (store: LoaderStore<{ featureFlags: FeatureFlagsState }>, section: GatedSection) =>
  async ({ params }: LoaderFunctionArgs) => {
    const flags = await loadEffectiveFlags(store, true);
    if (!isSectionEnabled(section, flags)) throw redirect(gateFallbackPath(params.companyId));
    return null;
  };
