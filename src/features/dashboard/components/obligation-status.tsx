import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FeatureFlags } from '@/shared/contract/main/feature-flags';
import type { Obligation } from '@/shared/contract/main/obligations';
import type { ObligationRule } from '@/shared/contract/reference';
import { OBLIGATION_TONES, StatusChip } from '@/shared/ui/status-chip';
import { Block } from './country-block';
import { DeclarationActions, DeclarationNote, pendingDeclaration } from './declaration-note';
import { DutyList } from './duty-list';
import { dutySummary } from './duty-summary';
import { actionTarget, backingTarget } from './obligation-action';
import { serviceName } from './service-name';

const FULFILLED: readonly Obligation['status'][] = ['compliant', 'reportDue', 'overdue'];

/**
 * UX-3: a fulfilled obligation names what backs it, each linked: the licence or registration in
 * force (the same process the service pages show) and the number on record.
 */
function BackedBy({
  obligation,
  companyId,
  flags,
}: {
  obligation: Obligation;
  companyId: string;
  flags: FeatureFlags;
}) {
  const { t } = useTranslation(['compliance', 'common']);
  if (!FULFILLED.includes(obligation.status)) return null;
  const inForce = obligation.processes.filter(
    (p) => p.status === 'active' || p.status === 'completed',
  );
  if (inForce.length === 0 && !obligation.registration) return null;
  return (
    <div>
      <Typography variant="subtitle2" component="h4">
        {t('compliance:country.backedBy')}
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ pl: 2.5, m: 0 }}>
        {inForce.map((p) => {
          const to = backingTarget(p, companyId, flags);
          const label = t('compliance:country.backedByProcess', {
            service: serviceName(t, p.service),
            year: p.year ?? '',
          }).trim();
          return (
            <li key={p.id}>
              {to ? (
                <Link component={RouterLink} to={to}>
                  {label}
                </Link>
              ) : (
                label
              )}
            </li>
          );
        })}
        {obligation.registration && (
          <li>
            <Link component={RouterLink} to="#registration">
              {t('compliance:country.backedByNumber', { number: obligation.registration.number })}
            </Link>
          </li>
        )}
      </Stack>
    </div>
  );
}

/** The country page's status card: status, rule, duties, reasons, what backs it, the action. */
export function StatusBlock({
  obligation,
  rule,
  companyId,
  flags,
}: {
  obligation: Obligation;
  /** The rule, for its duties' texts (register name) and each duty's provenance (RULE-1). */
  rule?: ObligationRule;
  companyId: string;
  flags: FeatureFlags;
}) {
  const { t } = useTranslation(['compliance', 'reference', 'common']);
  const target = obligation.action
    ? actionTarget(obligation.action, obligation, companyId, flags)
    : null;
  const declaration = pendingDeclaration(obligation);
  return (
    <Block heading={t('compliance:country.status')}>
      <Stack spacing={1.5} data-testid="obligation-status">
        <div>
          <StatusChip
            size="medium"
            tone={OBLIGATION_TONES[obligation.status]}
            label={t(`compliance:status.${obligation.status}`)}
          />
        </div>
        <Typography>{dutySummary(t, obligation, rule)}</Typography>
        <DutyList obligation={obligation} rule={rule} />
        <Stack component="ul" spacing={0.5} sx={{ pl: 2.5, m: 0 }}>
          {obligation.reasons.map((reason) => (
            <li key={reason}>
              <Typography variant="body2">{t(`compliance:reasons.${reason}`)}</Typography>
            </li>
          ))}
        </Stack>
        {declaration && (
          <>
            <DeclarationNote declaration={declaration} />
            <DeclarationActions obligation={obligation} companyId={companyId} />
          </>
        )}
        {target && (
          <div>
            <Button component={RouterLink} to={target.to} variant="contained">
              {t(`compliance:actions.${target.label}`, {
                service: target.service ? serviceName(t, target.service) : '',
              })}
            </Button>
          </div>
        )}
        <BackedBy obligation={obligation} companyId={companyId} flags={flags} />
        {!target && !declaration && obligation.status !== 'notApplicable' && (
          <Typography variant="body2" color="text.secondary">
            {t('compliance:country.nothingToDo')}
          </Typography>
        )}
      </Stack>
    </Block>
  );
}
