import { useParams } from 'react-router-dom';
import type { LicenceCountry } from '@/shared/contract/main/packaging-materials';
import { useRouteHandle } from '@/shared/lib/route-handle';
import { companyPaths, type LicensingCountry } from '@/shared/paths';

/** The licensing section of the route (`de-licensing-process` or `at-licensing-process`). */
export function useLicensingSection() {
  const { section } = useRouteHandle();
  const { companyId = '' } = useParams();
  const segment: LicensingCountry = section === 'at-licensing-process' ? 'at' : 'de';
  const country: LicenceCountry = segment === 'at' ? 'AT' : 'DE';
  const links = companyPaths(companyId);
  return {
    companyId,
    country,
    segment,
    index: links.licensing(segment),
    wizard: (draftId?: string) =>
      `${links.licensingWizard(segment)}${draftId ? `?draft=${encodeURIComponent(draftId)}` : ''}`,
    licence: (processId: string) => links.licence(segment, processId),
  };
}
