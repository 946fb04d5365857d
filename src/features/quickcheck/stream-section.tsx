import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

import Box from '@mui/material/Box';

import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import type { SectionCountry, ServiceId } from '@/shared/contract/reference';
import { formatDate, formatNumber } from '@/shared/i18n/format';
import { deadlineLabel, ruleText } from '@/shared/i18n/reference-texts';
import { isSectionOpen, sectionById } from '@/shared/sections';
import { anyCompany } from '@/shared/paths';
import {
  type Duty,
  type Need,
  type Reason,
  type StreamResult,
  type StreamStatus,
} from './quickcheck-result';
import { detailId } from './result-summary';
import { FactProvenance } from '@/shared/ui/provenance';
import { UnconfirmedMark } from '@/shared/ui/sources-note';
import { StatusChip, type StatusTone } from '@/shared/ui/status-chip';

const STATUS_TONE: Record<StreamStatus, StatusTone> = {
  obligated: 'warning',
  notObligated: 'success',
  planned: 'info',
  none: 'neutral',
};

const NEED_TONE: Record<Need, StatusTone> = {
  required: 'warning',
  optional: 'neutral',
  notNeeded: 'success',
  notPossible: 'error',
  contested: 'info',
  unknown: 'neutral',
};

/** The rule's facts each duty rests on: a duty is marked when one of them is unconfirmed. */
const DUTY_FACTS: Record<Duty, readonly string[]> = {
  registration: ['register'],
  scheme: ['schemes'],
  authorisedRepresentative: ['authorisedRepresentative'],
  reporting: ['reportingFrequency'],
};

/**
 * UX-9: which of the facts a stream's result shows no official source confirmed, so that only they
 * carry the mark: the reason (the rule's audience and date), each duty's facts, each deadline.
 */
export function unconfirmedFacts(result: StreamResult) {
  const open = (fact: string) => result.rule.marks.some((m) => m.fact === fact);
  const obligated = result.status === 'obligated';
  // The reason rests on the rule's audience, and names its date where it has one.
  const reason =
    result.status !== 'none' &&
    (open('audience') || (open('since') && Boolean(result.reason.values?.date)));
  const duty = (id: Duty) => obligated && DUTY_FACTS[id].some(open);
  const deadline = (id: string) =>
    obligated && result.rule.deadlines.some((d) => d.id === id && !d.verified);
  const shownDeadlines = obligated ? result.deadlines : [];
  return {
    reason,
    duty,
    deadline,
    any:
      reason ||
      result.duties.some((d) => duty(d.duty)) ||
      shownDeadlines.some((d) => deadline(d.id)),
  };
}

function useReasonText() {
  const { t, i18n } = useTranslation('quickcheck');
  return (reason: Reason) => {
    const values = { ...reason.values };
    if (values.date) values.date = formatDate(values.date, i18n.language);
    // Reason codes come from the result function; the locale check keeps their texts complete.
    const translate = t as unknown as (key: string, options: Record<string, string>) => string;
    return translate(`reasons.${reason.code}`, values);
  };
}

export function StreamSection({
  country,
  result,
  signedIn,
  flags,
}: {
  /** The market's country (the rule may be the EU baseline's, shared by several). */
  country: string;
  result: StreamResult;
  signedIn: boolean;
  flags: Record<string, boolean>;
}) {
  const { t, i18n } = useTranslation(['quickcheck', 'reference', 'rules', 'common']);
  const reasonText = useReasonText();
  const rulesOf = result.basis === 'country' ? (result.rule.country as SectionCountry) : 'EU';
  const [next, ...more] = result.deadlines;
  const offers = result.offers.filter((id: ServiceId) => isSectionOpen(sectionById(id), flags));
  const offerName = (id: ServiceId) => {
    const { title } = sectionById(id);
    return 'key' in title ? t(`common:nav.${title.key}`) : id;
  };
  const deadlineText = (d: { id: string; due: string }) =>
    `${formatDate(d.due, i18n.language)}: ${t(`reference:deadlines.${d.id}` as 'reference:noDeadlines')}`;
  const marks = unconfirmedFacts(result);
  // RULE-1: a shown deadline carries its provision, or "Unconfirmed" with the reason.
  const deadlineMark = (id: string) =>
    result.status === 'obligated' ? (
      <FactProvenance rule={result.rule} fact={`deadline:${id}`} />
    ) : null;

  return (
    <Box component="section" sx={{ py: 2 }} aria-labelledby={detailId(country, result.stream)}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography
          variant="h4"
          component="h4"
          id={detailId(country, result.stream)}
          tabIndex={-1}
          sx={{ fontSize: '1.1rem', outline: 'none', scrollMarginTop: 80 }}
        >
          {t(`reference:streams.${result.stream}`)}
        </Typography>
        <StatusChip tone={STATUS_TONE[result.status]} label={t(`status.${result.status}`)} />
      </Stack>
      <Typography>
        {reasonText(result.reason)}
        {marks.reason && <UnconfirmedMark />}
      </Typography>
      {result.status === 'obligated' && (
        <>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {ruleText(t, rulesOf, result.stream, 'summary')}
          </Typography>
          <Box component="dl" sx={{ my: 2, display: 'grid', gap: 1.5 }}>
            {result.duties.map((duty) => (
              <Box key={duty.duty}>
                <Stack
                  component="dt"
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'center', fontWeight: 600 }}
                >
                  <span>{t(`duties.${duty.duty}`)}</span>
                  <StatusChip tone={NEED_TONE[duty.need]} label={t(`needs.${duty.need}`)} />
                </Stack>
                <Box component="dd" sx={{ m: 0 }}>
                  {reasonText(duty.reason)}
                  {marks.duty(duty.duty) && <UnconfirmedMark />}
                </Box>
              </Box>
            ))}
          </Box>
          <Typography sx={{ fontWeight: 600 }}>{t('result.nextDeadline')}</Typography>
          <Typography>
            {next ? deadlineText(next) : t('result.noDeadline')}
            {next && deadlineMark(next.id)}
          </Typography>
          {more.length > 0 && (
            <>
              <Typography sx={{ fontWeight: 600, mt: 1 }}>{t('result.moreDeadlines')}</Typography>
              <Box component="ul" sx={{ mt: 0, pl: 3 }}>
                {more.map((d) => (
                  <li key={d.id}>
                    {deadlineText(d)}
                    {deadlineMark(d.id)}
                  </li>
                ))}
              </Box>
            </>
          )}
          {result.conditional.map((d) => (
            <Typography key={d.id} sx={{ mt: 1 }}>
              {t('result.conditional', {
                deadline: deadlineText(d),
                thresholds: d.thresholds
                  .map((g) =>
                    t('result.threshold', {
                      group: t(`thresholds.${g.id}` as 'thresholds.glass'),
                      kg: formatNumber(g.minKg, i18n.language),
                    }),
                  )
                  .join(t('result.or')),
              })}
            </Typography>
          ))}
          {result.afterFiling.map((d) => (
            <Typography key={d.id} sx={{ mt: 1 }}>
              {t('result.afterFiling', {
                deadline: deadlineLabel(t, d.id),
                after: new Intl.ListFormat(i18n.language).format(
                  d.of.map((id) => deadlineLabel(t, id)),
                ),
              })}
            </Typography>
          ))}
          {offers.length > 0 && (
            <>
              <Typography sx={{ fontWeight: 600, mt: 1 }}>{t('result.offers')}</Typography>
              <Box component="ul" sx={{ mt: 0, pl: 3 }}>
                {offers.map((id) => (
                  <li key={id}>
                    {signedIn ? (
                      <Link component={RouterLink} to={anyCompany(sectionById(id).path)}>
                        {offerName(id)}
                      </Link>
                    ) : (
                      `${offerName(id)} (${t('result.withAccount')})`
                    )}
                  </li>
                ))}
              </Box>
            </>
          )}
        </>
      )}
    </Box>
  );
}
