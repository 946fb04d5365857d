import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useGetDeadlinesQuery, useGetObligationQuery } from '@/shared/api/obligations-api';
import { useGetReferenceQuery } from '@/shared/api/reference-api';
import { useCurrentCompany } from '@/shared/api/use-current-company';
import type { FeatureFlags } from '@/shared/contract/main/feature-flags';
import {
  EU_BASELINE,
  ruleFor,
  type ObligationRule,
  type Schedule,
} from '@/shared/contract/reference';
import { selectEffectiveFlags } from '@/shared/feature-flags/effective-flags';
import { countryName, formatDate } from '@/shared/i18n/format';
import { deadlineLabel, ruleText } from '@/shared/i18n/reference-texts';
import { useRouteHandle } from '@/shared/lib/route-handle';
import { companyPaths } from '@/shared/paths';
import { sectionById, streamPagesOf } from '@/shared/sections';
import { ErrorView } from '@/shared/ui/error-view';
import { SourcesNote, UnconfirmedMark, sourcesOf } from '@/shared/ui/sources-note';
import { RecordList } from '@/shared/ui/record-list';
import { PageFrame } from '@/shared/ui/page-frame';
import { DEADLINE_TONES, StatusChip } from '@/shared/ui/status-chip';
import { useGetReportsQuery } from '../api';
import { mayEditCompliance, mayFileReports } from '../may-edit';
import { LastYearTotals } from '../last-year-totals';
import { DeadlineNote } from '../deadline-note';
import { SchemeContractForm } from '../scheme-contract-form';
import { RegistrationForm } from '../registration-form';
import { RepresentativeBlock } from '../representative-block';
import { ReportDialog } from '../report-dialog';
import { Block, Fact } from '../country-block';
import { StatusBlock } from '../obligation-status';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';

/** The year the service's today falls in (the browser's until it answered). */
const asOfYear = (asOf: string | undefined) => (asOf ?? new Date().toISOString()).slice(0, 4);

/** The country a route shows: its own section's, or the generic section's `:code`. */
function useCountryCode(): string {
  const { code } = useParams();
  const { section } = useRouteHandle();
  if (code) return code.toLowerCase();
  const title = section ? sectionById(section).title : null;
  return title && 'country' in title ? title.country : '';
}

/** The facts the page marks when unconfirmed (`Unverified` below). */
const MARKED_FIELDS = [
  'legalBasis',
  'since',
  'fines',
  'register',
  'schemes',
  'authorisedRepresentative',
  'reportingFrequency',
  'deadlines',
];

/** "Unconfirmed" beside what no official source confirmed yet (UX-9: only there). */
function Unverified({ rule, field }: { rule: ObligationRule; field: string }) {
  return (rule.unverified as readonly string[]).includes(field) ? <UnconfirmedMark /> : null;
}

function useScheduleText() {
  const { t, i18n } = useTranslation('reference');
  return (schedule: Schedule) => {
    if (schedule.type === 'yearly') {
      const date = new Intl.DateTimeFormat(i18n.language, {
        day: 'numeric',
        month: 'long',
        timeZone: 'UTC',
      }).format(Date.UTC(2000, schedule.month - 1, schedule.day));
      return t('schedule.yearly', { date });
    }
    if (schedule.type === 'afterPeriod')
      return schedule.day >= 31
        ? t(`schedule.afterPeriodLastDay_${schedule.period}`)
        : t(`schedule.afterPeriod_${schedule.period}`, { day: schedule.day });
    if (schedule.type === 'afterFiling')
      return t('schedule.afterFiling', {
        deadlines: new Intl.ListFormat(i18n.language).format(
          schedule.of.map((id) => deadlineLabel(t, id)),
        ),
      });
    return t(`schedule.daysAfterPeriod_${schedule.period}`, { days: schedule.days });
  };
}

/**
 * A country's obligation for one stream: where it stands and why, the law in plain words, the
 * register and the company's number, reporting and deadlines, the reports filed, and the action
 * that fulfils it. The generic `:code` section shows the EU baseline.
 */
export function Component() {
  const { t, i18n } = useTranslation(['dashboard', 'compliance', 'reference', 'common']);
  const { companyId = '' } = useParams();
  const { stream = 'packaging' } = useRouteHandle();
  const code = useCountryCode();
  const company = companyPaths(companyId);
  const country = countryName(code, i18n.language);
  const { company: current } = useCurrentCompany();
  const flags = useSelector(selectEffectiveFlags as (state: unknown) => FeatureFlags);
  const reference = useGetReferenceQuery();
  const obligation = useGetObligationQuery({ companyId, country: code, stream });
  const reports = useGetReportsQuery({ companyId, country: code, stream });
  const deadlines = useGetDeadlinesQuery(companyId);
  const scheduleText = useScheduleText();
  const [reporting, setReporting] = useState<string | null | false>(false);
  const title = t('dashboard:country.title', { country, page: t(`dashboard:subPages.${stream}`) });

  // UX-2: only what the route names: RTK Query's `data` would still hold the previous country's
  // obligation while this one loads or after it failed; `currentData` is this key's or nothing.
  const data = obligation.currentData;
  const error = obligation.error ?? reference.error;
  if (error && (!data || !reference.data))
    return (
      <ErrorView
        error={error}
        dataOfPage
        onRetry={() => {
          void obligation.refetch();
          void reference.refetch();
        }}
      />
    );

  const rule = data && reference.data ? ruleFor(reference.data, data.ruleCountry, stream) : null;
  const baseline = data?.ruleCountry === EU_BASELINE;
  const mayEdit = mayEditCompliance(current?.access);
  const mayReport = mayFileReports(current?.access);
  const openDeadlines = (deadlines.currentData?.deadlines ?? []).filter(
    (d) =>
      d.country === code.toUpperCase() &&
      d.stream === stream &&
      d.fileable &&
      (d.status === 'overdue' || d.status === 'dueSoon' || d.status === 'open'),
  );

  return (
    <PageFrame
      title={title}
      crumbs={[
        { label: t('dashboard:title'), to: company.dashboard },
        { label: country, to: company.country(code) },
        { label: t(`dashboard:subPages.${stream}`) },
      ]}
    >
      <Tabs
        value={stream}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('dashboard:country.pagesLabel', { country })}
        sx={{ mb: 3 }}
      >
        {streamPagesOf(code).map((p) => (
          <Tab
            key={p}
            value={p}
            label={t(`dashboard:subPages.${p}`)}
            component={RouterLink}
            to={company.country(code, p)}
          />
        ))}
      </Tabs>
      {!data || !rule ? (
        <Grid container spacing={2} aria-busy="true" data-testid="country-loading">
          {[0, 1, 2, 3].map((i) => (
            <Grid key={i} size={{ xs: 12, md: 6 }}>
              <Skeleton variant="rounded" height={180} />
            </Grid>
          ))}
        </Grid>
      ) : (
        <Stack spacing={2}>
          {baseline && (
            <Alert severity="info">{t('compliance:country.notCovered', { country })}</Alert>
          )}
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <StatusBlock obligation={data} companyId={companyId} flags={flags} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Block heading={t('compliance:country.obligation')}>
                <Typography sx={{ mb: 2 }}>
                  {ruleText(t, data.ruleCountry, stream, 'obligation')}
                </Typography>
                <dl style={{ margin: 0 }}>
                  <Fact label={t('reference:fields.trigger')}>
                    {ruleText(t, data.ruleCountry, stream, 'trigger')}
                  </Fact>
                  <Fact label={t('reference:fields.legalBasis')}>
                    {rule.legalBasis ?? t('reference:notKnown')}
                    <Unverified rule={rule} field="legalBasis" />
                  </Fact>
                  {rule.since && (
                    <Fact label={t('reference:fields.since')}>
                      {formatDate(rule.since, i18n.language)}
                      <Unverified rule={rule} field="since" />
                    </Fact>
                  )}
                  <Fact label={t('reference:fields.fines')}>
                    {ruleText(t, data.ruleCountry, stream, 'fines')}
                    <Unverified rule={rule} field="fines" />
                  </Fact>
                </dl>
              </Block>
            </Grid>
            {!baseline && (
              <Grid size={{ xs: 12, md: 6 }}>
                <Block id="registration" heading={t('compliance:country.register')}>
                  <dl style={{ margin: 0 }}>
                    <Fact label={t('reference:fields.register')}>
                      {rule.register ? (
                        rule.register.url ? (
                          <Link href={rule.register.url} target="_blank" rel="noreferrer">
                            {rule.register.name}
                          </Link>
                        ) : (
                          rule.register.name
                        )
                      ) : (
                        t('reference:notKnown')
                      )}
                      <Unverified rule={rule} field="register" />
                    </Fact>
                    {rule.register && (
                      <Fact label={t('reference:fields.authority')}>{rule.register.authority}</Fact>
                    )}
                  </dl>
                  {rule.applicability === 'inForce' && rule.register ? (
                    mayEdit ? (
                      <RegistrationForm
                        key={`${code}/${stream}/${data.registration?.updatedAt ?? ''}`}
                        companyId={companyId}
                        rule={rule}
                        registration={data.registration}
                      />
                    ) : (
                      <>
                        <dl style={{ margin: 0 }}>
                          <Fact label={t('compliance:registration.number')}>
                            {data.registration?.number ?? t('compliance:registration.none')}
                          </Fact>
                        </dl>
                        <Typography variant="body2" color="text.secondary">
                          {t('compliance:registration.readOnly')}
                        </Typography>
                      </>
                    )
                  ) : (
                    <Typography color="text.secondary">
                      {t('compliance:registration.notNeeded')}
                    </Typography>
                  )}
                  {data.status !== 'notApplicable' && (
                    <LastYearTotals
                      companyId={companyId}
                      rule={rule}
                      year={Number(asOfYear(deadlines.currentData?.asOf)) - 1}
                      mayEdit={mayEdit}
                    />
                  )}
                </Block>
              </Grid>
            )}
            <Grid size={{ xs: 12, md: 6 }}>
              <Block heading={t('compliance:country.reporting')}>
                <dl style={{ margin: 0 }}>
                  <Fact label={t('reference:fields.schemes')}>
                    {rule.schemes.length ? rule.schemes.join(', ') : t('reference:noSchemes')}
                    <Unverified rule={rule} field="schemes" />
                  </Fact>
                  <Fact label={t('reference:fields.authorisedRepresentative')}>
                    {t(`reference:authorisedRepresentative.${rule.authorisedRepresentative}`)}
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
                    {!baseline && (
                      <RepresentativeBlock companyId={companyId} rule={rule} mayEdit={mayEdit} />
                    )}
                  </Fact>
                  <Fact label={t('reference:fields.reportingFrequency')}>
                    {t(`reference:frequency.${rule.reportingFrequency}`)}
                    <Unverified rule={rule} field="reportingFrequency" />
                  </Fact>
                  <Fact label={t('reference:fields.deadlines')}>
                    {rule.deadlines.length === 0 ? (
                      t('reference:noDeadlines')
                    ) : (
                      <Stack component="ul" sx={{ pl: 2.5, m: 0 }}>
                        {rule.deadlines.map((d) => (
                          <li key={d.id}>
                            {deadlineLabel(t, d.id)}: {scheduleText(d.schedule)}
                            {d.basis === 'schemeContract' &&
                              ` (${t('reference:schedule.schemeContract')})`}
                            {(!d.verified ||
                              (rule.unverified as readonly string[]).includes('deadlines')) && (
                              <UnconfirmedMark />
                            )}
                          </li>
                        ))}
                      </Stack>
                    )}
                    {data.status !== 'notApplicable' && (
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
                        <DeadlineNote deadline={data.nextDeadline} />
                      </>
                    ) : (
                      t('compliance:country.noNextDeadline')
                    )}
                  </Fact>
                </dl>
              </Block>
            </Grid>
          </Grid>
          {!baseline && rule.applicability === 'inForce' && (
            <Block id="reports" heading={t('compliance:reports.heading')}>
              {mayReport && openDeadlines.length > 0 && (
                <Button
                  variant="outlined"
                  sx={{ mb: 2 }}
                  onClick={() =>
                    setReporting(data.action?.kind === 'fileReport' ? data.action.deadlineId : null)
                  }
                >
                  {t('compliance:reports.record')}
                </Button>
              )}
              {!reports.currentData ? (
                reports.error ? (
                  <QueryErrorAlert onRetry={() => reports.refetch()}>
                    {t('compliance:reports.failed')}
                  </QueryErrorAlert>
                ) : (
                  <Skeleton height={100} />
                )
              ) : reports.currentData.length === 0 ? (
                <Typography color="text.secondary">{t('compliance:reports.none')}</Typography>
              ) : (
                <RecordList
                  label={t('compliance:reports.heading')}
                  rows={reports.currentData}
                  rowKey={(r) => r.id}
                  columns={[
                    {
                      id: 'due',
                      header: t('compliance:reports.due'),
                      cell: (r) => formatDate(r.dueDate, i18n.language),
                    },
                    {
                      id: 'deadline',
                      header: t('compliance:reports.deadline'),
                      cell: (r) => deadlineLabel(t, r.ruleId),
                    },
                    {
                      id: 'filedAt',
                      header: t('compliance:reports.filedAt'),
                      cell: (r) => formatDate(r.filedAt, i18n.language),
                    },
                    {
                      id: 'reference',
                      header: t('compliance:reports.reference'),
                      cell: (r) => r.reference ?? '–',
                    },
                  ]}
                />
              )}
            </Block>
          )}
          {reference.data && (
            <SourcesNote
              groups={[{ urls: sourcesOf(rule) }]}
              reviewed={reference.data.updated}
              marked={
                MARKED_FIELDS.some(
                  (field) =>
                    (rule.unverified as readonly string[]).includes(field) &&
                    (field !== 'since' || rule.since !== null) &&
                    (field !== 'register' || !baseline),
                ) || rule.deadlines.some((d) => !d.verified)
              }
            />
          )}
        </Stack>
      )}
      {reporting !== false && (
        <ReportDialog
          companyId={companyId}
          deadlines={openDeadlines}
          preselected={reporting}
          onClose={() => setReporting(false)}
        />
      )}
    </PageFrame>
  );
}
