import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Obligation } from '@/shared/contract/main/obligations';
import type { MemberStateRepresentative, ObligationRule } from '@/shared/contract/reference';
import { formatDate } from '@/shared/i18n/format';
import { deadlineLabel, ruleText } from '@/shared/i18n/reference-texts';
import { DEADLINE_TONES, StatusChip } from '@/shared/ui/status-chip';
import { Block, Fact } from './country-block';
import { DeadlineNote } from './deadline-note';
import { noSystemOwed } from './duty-summary';
import { lazyPart } from '@/shared/ui/lazy-part';
import { useScheduleText } from './schedule-text';
import { SchemeContractForm } from './scheme-contract-form';
import { Unverified } from './unverified';

/**
 * Who represents the company here (its query, contract and form) is a chunk of its own: it shows
 * once the representatives answered, as before, and is not on the page's navigation (HOUSE-6).
 */
const { Part: RepresentativeBlock } = lazyPart(() =>
  import(/* webpackChunkName: "representative-block" */ './representative-block').then(
    (m) => m.RepresentativeBlock,
  ),
);

/**
 * The country page's card of reporting: schemes, the authorised representative, how often and by
 * when, and the next deadline.
 */
export function ReportingBlock({
  companyId,
  obligation: data,
  rule,
  stream,
  baseline,
  mayEdit,
  euRepresentative = null,
}: {
  companyId: string;
  obligation: Obligation;
  rule: ObligationRule;
  stream: string;
  baseline: boolean;
  mayEdit: boolean;
  /** An EU regulation's representative duty in force here: it decides over the national rule. */
  euRepresentative?: MemberStateRepresentative | null;
}) {
  const { t, i18n } = useTranslation(['dashboard', 'compliance', 'reference', 'common']);
  const scheduleText = useScheduleText();
  const noSystem = noSystemOwed(data, rule);
  const deadlines = noSystem ? rule.deadlines.filter((d) => d.audience !== 'b2c') : rule.deadlines;
  return (
    <Block id="reporting" heading={t('compliance:country.reporting')}>
      <dl style={{ margin: 0 }}>
        <Fact label={t('reference:fields.schemes')}>
          {noSystem
            ? t('compliance:country.noSystemOwed')
            : rule.schemes.length
              ? rule.schemes.join(', ')
              : t('reference:noSchemes')}
          <Unverified rule={rule} field="schemes" />
        </Fact>
        <Fact label={t('reference:fields.authorisedRepresentative')}>
          {t(
            `reference:authorisedRepresentative.${euRepresentative ? 'required' : rule.authorisedRepresentative}`,
          )}
          {data.representative !== 'notNeeded' &&
            ` · ${t(`compliance:representative.${data.representative}`)}`}
          <Unverified rule={rule} field="authorisedRepresentative" />
          <Typography
            component="span"
            variant="body2"
            color="text.secondary"
            sx={{ display: 'block', mt: 0.5 }}
          >
            {ruleText(t, data.ruleCountry, stream, 'arNote')}
          </Typography>
          {euRepresentative && rule.authorisedRepresentative !== 'required' && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t('reference:euRepresentative', {
                provision: euRepresentative.provision,
                date: formatDate(euRepresentative.since, i18n.language),
                national: t(`reference:authorisedRepresentative.${rule.authorisedRepresentative}`),
              })}
              {euRepresentative.pending &&
                ` ${t('reference:euRepresentativePending', { act: euRepresentative.pending.act })}`}
            </Typography>
          )}
          {!baseline && (
            <Suspense fallback={null}>
              <RepresentativeBlock companyId={companyId} rule={rule} mayEdit={mayEdit} />
            </Suspense>
          )}
        </Fact>
        <Fact label={t('reference:fields.reportingFrequency')}>
          {t(`reference:frequency.${rule.reportingFrequency}`)}
          <Unverified rule={rule} field="reportingFrequency" />
        </Fact>
        <Fact label={t('reference:fields.deadlines')}>
          {deadlines.length === 0 ? (
            t('reference:noDeadlines')
          ) : (
            <Stack component="ul" sx={{ pl: 2.5, m: 0 }}>
              {deadlines.map((d) => (
                <li key={d.id}>
                  {deadlineLabel(t, d.id)}: {scheduleText(d.schedule)}
                  {d.basis === 'schemeContract' && ` (${t('reference:schedule.schemeContract')})`}
                  <Unverified rule={rule} field={`deadline:${d.id}`} />
                </li>
              ))}
            </Stack>
          )}
          {data.status !== 'notApplicable' && !noSystem && (
            <SchemeContractForm companyId={companyId} rule={rule} mayEdit={mayEdit} />
          )}
        </Fact>
        <Fact label={t('compliance:country.nextDeadline')}>
          {data.nextDeadline ? (
            <>
              {formatDate(data.nextDeadline.dueDate, i18n.language)} ·{' '}
              {deadlineLabel(t, data.nextDeadline.ruleId)}{' '}
              <StatusChip
                tone={DEADLINE_TONES[data.nextDeadline.status]}
                label={t(`compliance:deadlineStatus.${data.nextDeadline.status}`)}
              />
              <DeadlineNote deadline={data.nextDeadline} onCountryPage />
            </>
          ) : (
            t('compliance:country.noNextDeadline')
          )}
        </Fact>
      </dl>
    </Block>
  );
}
