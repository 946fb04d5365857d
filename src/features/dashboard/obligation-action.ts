import type { Obligation, ObligationAction } from '@/shared/contract/main/obligations';
import type { ServiceId } from '@/shared/contract/reference';
import { obligationPage } from '@/shared/obligation-page';
import { companyPaths, type LicensingCountry } from '@/shared/paths';
import { isSectionOpen, sectionById } from '@/shared/sections';

export type ActionLabel =
  'startService' | 'continueProcess' | 'fileReport' | 'recordRegistration' | 'contactSupport';

export interface ActionTarget {
  to: string;
  label: ActionLabel;
  /** The service it opens, for its name in the label. */
  service: ServiceId | null;
}

const licensingCountry = (service: ServiceId): LicensingCountry | null =>
  service === 'de-licensing-process' ? 'de' : service === 'at-licensing-process' ? 'at' : null;

/**
 * Where the service's action leads: into the process that fulfils the obligation, or to the
 * country page to record a report or a number. A service whose feature flag is off for the user is
 * never offered: support is, instead.
 */
export function actionTarget(
  action: ObligationAction,
  obligation: Pick<Obligation, 'country' | 'stream'>,
  companyId: string,
  flags: Readonly<Record<string, boolean>>,
): ActionTarget {
  const paths = companyPaths(companyId);
  const page = obligationPage(companyId, obligation.country, obligation.stream);
  switch (action.kind) {
    case 'startService':
    case 'continueProcess': {
      const section = sectionById(action.service);
      if (!isSectionOpen(section, flags))
        return { to: paths.support, label: 'contactSupport', service: null };
      const licensing = licensingCountry(action.service);
      const to =
        action.kind === 'continueProcess' && licensing
          ? paths.licence(licensing, action.processId)
          : paths.section(section.path);
      return { to, label: action.kind, service: action.service };
    }
    case 'fileReport':
      return { to: `${page}#reports`, label: 'fileReport', service: null };
    case 'recordRegistration':
      return { to: `${page}#registration`, label: 'recordRegistration', service: null };
    default:
      return { to: paths.support, label: 'contactSupport', service: null };
  }
}

/**
 * UX-3: where what backs a fulfilled obligation lives: a licence's own page, else the service's
 * page (null when the service is closed to the user).
 */
export function backingTarget(
  process: Pick<Obligation['processes'][number], 'id' | 'service'>,
  companyId: string,
  flags: Readonly<Record<string, boolean>>,
): string | null {
  const section = sectionById(process.service);
  if (!isSectionOpen(section, flags)) return null;
  const paths = companyPaths(companyId);
  const licensing = licensingCountry(process.service);
  return licensing ? paths.licence(licensing, process.id) : paths.section(section.path);
}
