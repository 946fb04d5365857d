import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DutyState } from '@/shared/contract/main/obligations';
import type { SectionCountry, ServiceId } from '@/shared/contract/reference';
import { formatDate, formatNumber } from '@/shared/i18n/format';
import { deadlineLabel, ruleText } from '@/shared/i18n/reference-texts';
import { isSectionOpen, sectionById } from '@/shared/sections';
import { anyCompany } from '@/shared/paths';
import { type StreamResult } from './quickcheck-result';
import { detailId } from './result-summary';
import { FactProvenance } from '@/shared/ui/provenance';
import { UnconfirmedMark } from '@/shared/ui/sources-note';
import { OBLIGATION_TONES, StatusChip, type StatusTone } from '@/shared/ui/status-chip';

/** The dashboard's tones for a duty's state (the same answer, the same look). */
const DUTY_TONE: Record<DutyState['state'], StatusTone> = {
  fulfilled: 'success',
  actionNeeded: 'warning',
  inProgress: 'info',
  toCheck: 'secondary',
  ownResponsibility: 'neutral',
};

/** The rule's facts each duty rests on: a duty is marked when one of them is unconfirmed. */
const DUTY_FACTS: Record<DutyState['id'] | 'authorisedRepresentative', readonly string[]> = {
  registration: ['register'],
  systemParticipation: ['schemes'],
  takeBack: [],
  authorisedRepresentative: ['authorisedRepresentative'],
};

/**
 * UX-9: which of the facts a stream's result shows no official source confirmed, so that only they
 * carry the mark: the reason (the rule's audience and date), each duty's facts, each deadline.
 */
/** Whose rule texts a stream's answer shows: its country's own, or the EU baseline's. */
export const ruleTextsOf = (result: StreamResult): string =>
  result.basis === 'country' ? (result.rule.country as SectionCountry) : 'EU';

export function unconfirmedFacts(result: StreamResult) {
  const open = (fact: string) => result.rule.marks.some((m) => m.fact === fact);
  const obligated = result.status === 'obligated';
  const reason =
    result.status !== 'none' &&
    (open('audience') || (open('since') && Boolean(result.plannedFrom)));
  const duty = (id: keyof typeof DUTY_FACTS) => obligated && DUTY_FACTS[id].some(open);
  const deadline = (id: string) =>
    obligated && result.rule.deadlines.some((d) => d.id === id && !d.verified);
  return {
    reason,
    duty,
    deadline,
    any:
      reason ||
      result.obligation.duties.some((d) => duty(d.id)) ||
      (Boolean(result.representativeNeed) && duty('authorisedRepresentative')) ||
      result.deadlines.some((d) => deadline(d.id)),
  };
}

/**
 * One stream of one country: the domain's answer in the dashboard's words (RULE-3): its status,
 * the rule in brief and in full, the duties and where they stand, why, the representative, the
 * dates, and what the platform offers for it.
 */
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
  const { t, i18n } = useTranslation(['quickcheck', 'compliance', 'reference', 'common']);
  const { obligation, rule } = result;
  const rulesOf = ruleTextsOf(result);
  const [next, ...more] = result.deadlines;
  const offers = result.offers.filter((id: ServiceId) => isSectionOpen(sectionById(id), flags));
  const offerName = (id: ServiceId) => {
    const { title } = sectionById(id);
    return 'key' in title ? t(`common:nav.${title.key}`) : id;
  };
  const deadlineText = (d: { id: string; due: string }) =>
    `${formatDate(d.due, i18n.language)}: ${deadlineLabel(t, d.id)}`;
  const marks = unconfirmedFacts(result);
  const mark = (on: boolean) => (on ? <UnconfirmedMark /> : null);
  const obligated = result.status === 'obligated';
  // RULE-1: a shown deadline carries its provision, or "Unconfirmed" with the reason.
  const deadlineMark = (id: string) =>
    obligated ? <FactProvenance rule={result.rule} fact={`deadline:${id}`} /> : null;

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
        <StatusChip
          tone={OBLIGATION_TONES[obligation.status]}
          label={t(`compliance:status.${obligation.status}`)}
        />
      </Stack>
      {obligated && <Typography>{ruleText(t, rulesOf, result.stream, 'summary')}</Typography>}
      <Box component="ul" sx={{ my: 1, pl: 3 }}>
        {obligation.reasons.map((reason) => (
          <li key={reason}>
            {t(`compliance:reasons.${reason}`)}
            {mark(marks.reason && obligation.status === 'notApplicable')}
          </li>
        ))}
        {result.plannedFrom && (
          <li>
            {t('result.appliesFrom', { date: formatDate(result.plannedFrom, i18n.language) })}
            {mark(marks.reason)}
          </li>
        )}
      </Box>
      {obligated && (
        <>
          <Box component="dl" sx={{ my: 2, display: 'grid', gap: 1 }}>
            {obligation.duties.map((duty) => (
              <Stack
                key={duty.id}
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', flexWrap: 'wrap' }}
              >
                <Box component="dt" sx={{ fontWeight: 600 }}>
                  {t(`compliance:duties.${duty.id}`)}
                </Box>
                <Box component="dd" sx={{ m: 0 }}>
                  <StatusChip
                    tone={DUTY_TONE[duty.state]}
                    label={t(`compliance:dutyStates.${duty.state}`)}
                  />
                  {duty.id === 'registration' && rule.register && (
                    <span>
                      {' '}
                      {rule.register.name} ({rule.register.authority})
                    </span>
                  )}
                  {duty.id === 'systemParticipation' && rule.schemes.length > 0 && (
                    <span> {rule.schemes.join(', ')}</span>
                  )}
                  {mark(marks.duty(duty.id))}
                </Box>
              </Stack>
            ))}
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Box component="dt" sx={{ fontWeight: 600 }}>
                {t('reference:fields.authorisedRepresentative')}
              </Box>
              <Box component="dd" sx={{ m: 0 }}>
                {result.representativeNeed
                  ? t(`reference:authorisedRepresentative.${result.representativeNeed}`)
                  : t('compliance:representatives.established')}
                {mark(Boolean(result.representativeNeed) && marks.duty('authorisedRepresentative'))}
                {result.representativeNeed && result.basis === 'country' && (
                  <Typography
                    component="span"
                    variant="body2"
                    color="text.secondary"
                    sx={{ display: 'block', mt: 0.5 }}
                  >
                    {ruleText(t, rulesOf, result.stream, 'arNote')}
                  </Typography>
                )}
              </Box>
            </Stack>
          </Box>
          {result.basis === 'country' && (
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {ruleText(t, rulesOf, result.stream, 'obligation')}
            </Typography>
          )}
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
