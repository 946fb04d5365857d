import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import type { LoaderStore } from '@/shared/api/settle';
import { companyPaths, paths } from '@/shared/paths';
import { isSectionOpen, type CompanySection } from '@/shared/sections';
import type { FeatureFlagsState } from './flag-overrides-slice';
import { loadEffectiveFlags } from './effective-flags';

/** Where a closed section sends the user: the company's dashboard, or any company's. */
export const gateFallbackPath = (companyId: string | undefined) =>
  companyId ? companyPaths(companyId).dashboard : paths.anyCompanyDashboard.href();

/** A section whose flag is off sends the user to the company's dashboard. */
export const gateLoader =
  (
    store: LoaderStore<{ featureFlags: FeatureFlagsState }>,
    section: Pick<CompanySection, 'flag'>,
  ) =>
  async ({ params }: LoaderFunctionArgs) => {
    const flags = await loadEffectiveFlags(store, true);
    if (!isSectionOpen(section, flags)) throw redirect(gateFallbackPath(params.companyId));
    return null;
  };
