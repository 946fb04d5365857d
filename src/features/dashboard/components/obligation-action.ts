import type { Obligation, ObligationAction } from '@/shared/contract/main/obligations';
import type { ObligationRule, ServiceId } from '@/shared/contract/reference';
import { obligationPage } from '@/shared/obligation-page';
import { companyPaths, type LicensingCountry } from '@/shared/paths';
import { isSectionOpen, sectionById } from '@/shared/sections';

export type ActionLabel =
  | 'startService'
  | 'continueProcess'
  | 'fileReport'
  | 'recordRegistration'
  | 'recordMembership'
  | 'contactSupport';

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
    // The scheme contract form sits in the reporting block.
    case 'recordMembership':
      return { to: `${page}#reporting`, label: 'recordMembership', service: null };
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

/** UX-14: what moves an obligation forward where the platform offers no open service for it. */
export type FallbackAction =
  /** An official page (external) or, for a country we do not cover, its page here. */
  | { kind: 'guide'; href: string; external: boolean }
  | { kind: 'recordElsewhere'; to: string }
  | { kind: 'contactSupport'; to: string };

/**
 * UX-14: where the action would only be "Ask support" (no service of ours, or its flag is off):
 * the register's own page from the reference data (else the rule's first source) as a guide, and
 * the country page's register card, where a registration made elsewhere is recorded. A missing
 * representative cannot be recorded there (the representation endpoints are the closed
 * `authoriseme` service's): support stays beside the two. For a country whose rules we do not
 * cover there is no register card: its page (the EU baseline and sources) is the guide, and
 * support stays beside it.
 */
export function fallbackActions(
  action: ObligationAction,
  obligation: Pick<Obligation, 'country' | 'stream' | 'ruleCountry'>,
  rule: Pick<ObligationRule, 'register' | 'sources'> | undefined,
  companyId: string,
): FallbackAction[] {
  const page = obligationPage(companyId, obligation.country, obligation.stream);
  const support = { kind: 'contactSupport', to: companyPaths(companyId).support } as const;
  if (!rule || obligation.ruleCountry !== obligation.country)
    return [{ kind: 'guide', href: page, external: false }, support];
  const guide = rule.register?.url ?? rule.sources[0] ?? null;
  const representative = 'service' in action && action.service === 'authoriseme';
  return [
    ...(guide ? [{ kind: 'guide' as const, href: guide, external: true }] : []),
    { kind: 'recordElsewhere', to: `${page}#registration` },
    ...(representative ? [support] : []),
  ];
}
