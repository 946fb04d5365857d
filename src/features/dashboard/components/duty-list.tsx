import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DutyState, Obligation } from '@/shared/contract/main/obligations';
import type { ObligationRule } from '@/shared/contract/reference';
import { formatDate } from '@/shared/i18n/format';
import { FactProvenance } from '@/shared/ui/provenance';
import { StatusChip, type StatusTone } from '@/shared/ui/status-chip';

const TONES: Record<DutyState['state'], StatusTone> = {
  fulfilled: 'success',
  actionNeeded: 'warning',
  inProgress: 'info',
  toCheck: 'secondary',
  ownResponsibility: 'neutral',
};

/**
 * The duties of an obligation that has more than one (German packaging: registration, system
 * participation, take-back; German batteries: registration, producer-responsibility organisation
 * since 2026), each with where it stands: one status per duty, not one for all.
 */
export function DutyList({ obligation, rule }: { obligation: Obligation; rule?: ObligationRule }) {
  const { t, i18n } = useTranslation('compliance');
  // Outside packaging, the collective scheme is a producer-responsibility organisation.
  const label = (id: DutyState['id']) =>
    id === 'systemParticipation' && obligation.stream !== 'packaging'
      ? t('duties.producerOrganisation')
      : t(`duties.${id}`);
  if (obligation.duties.length < 2 && obligation.duties.every((d) => d.id === 'registration'))
    return null;
  return (
    <div>
      <Typography variant="subtitle2" component="h4">
        {t('duties.title')}
      </Typography>
      <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }}>
        {obligation.duties.map((duty) => (
          <Stack
            component="li"
            key={duty.id}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Typography variant="body2">
              {duty.since
                ? `${label(duty.id)} (${t('duties.since', { date: formatDate(duty.since, i18n.language) })})`
                : label(duty.id)}
            </Typography>
            <StatusChip tone={TONES[duty.state]} label={t(`dutyStates.${duty.state}`)} />
            {rule && <FactProvenance rule={rule} fact={`duty:${duty.id}`} />}
          </Stack>
        ))}
      </Stack>
    </div>
  );
}
