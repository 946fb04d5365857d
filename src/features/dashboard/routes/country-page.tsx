import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useLocation, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useGetDeadlinesQuery, useGetObligationQuery } from '@/shared/api/obligations-api';
import { useGetReferenceQuery } from '@/shared/api/reference-api';
import { useCurrentCompany } from '@/shared/api/use-current-company';
import type { FeatureFlags } from '@/shared/contract/main/feature-flags';
import { EU_BASELINE, ruleFor } from '@/shared/contract/reference';
import { selectEffectiveFlags } from '@/shared/feature-flags/effective-flags';
import { countryName } from '@/shared/i18n/format';
import { useRuleTexts } from '@/shared/i18n/use-rule-texts';
import { useRouteHandle } from '@/shared/lib/route-handle';
import { companyPaths } from '@/shared/paths';
import { sectionById, streamPagesOf } from '@/shared/sections';
import { ErrorView } from '@/shared/ui/error-view';
import { provisionsOf } from '@/shared/ui/provenance';
import { SourcesNote, sourcesOf } from '@/shared/ui/sources-note';
import { PageFrame } from '@/shared/ui/page-frame';
import { useGetReportsQuery } from '../api/dashboard-api';
import { mayEditCompliance, mayFileReports } from '../components/may-edit';
import { useDialogSubject } from '@/shared/ui/lazy-dialog';
import { ReportDialog } from '../components/report-dialog';
import { StatusBlock } from '../components/obligation-status';
import { ObligationFacts } from '../components/obligation-facts';
import { RegisterBlock } from '../components/register-block';
import { ReportingBlock } from '../components/reporting-block';
import { inForce, memberStateRepresentativeBinds } from '@/domain/applicability';
import { today } from '@/domain/schedule';
import { isEuMemberState } from '@/domain/vat';
import { ReportsBlock } from '../components/reports-block';
import { StreamTabs } from '../components/stream-tabs';

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

/** The rule's own facts the page marks when unconfirmed (`Unverified`), besides its deadlines. */
const MARKED_FIELDS = [
  'legalBasis',
  'since',
  'fines',
  'register',
  'schemes',
  'authorisedRepresentative',
  'reportingFrequency',
];

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
  // The deadline the report is for, if the page knows it; null while no report is being recorded.
  const [reporting, setReporting] = useState<{ preselected: string | null } | null>(null);
  const reported = useDialogSubject(reporting);
  const title = t('dashboard:country.title', { country, page: t(`dashboard:subPages.${stream}`) });

  // UX-2: only what the route names: RTK Query's `data` would still hold the previous country's
  // obligation while this one loads or after it failed; `currentData` is this key's or nothing.
  const data = obligation.currentData;
  const error = obligation.error ?? reference.error;
  // UX-14: the dashboard's "record it" links to a card (#registration, #reporting): land on it
  // once the cards are there (the router does not scroll to a hash).
  const { hash } = useLocation();
  // The rule's texts: the route brought its country's; an EU-baseline rule's load here (HOUSE-6).
  const texts = useRuleTexts(data ? [data.ruleCountry] : []);
  const ready = Boolean(data && reference.data && texts);
  useEffect(() => {
    if (ready && hash) document.getElementById(hash.slice(1))?.scrollIntoView?.({ block: 'start' });
  }, [ready, hash]);
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
  // An EU regulation's representative duty decides over the national answer (RULE-2); it binds
  // producers from another member state only (PPWR Art. 45(3) first sentence).
  const euRule = reference.data ? ruleFor(reference.data, EU_BASELINE, stream) : undefined;
  const home = current?.country.toUpperCase();
  const euRepresentative =
    isEuMemberState(code) &&
    !!home &&
    isEuMemberState(home) &&
    home !== code.toUpperCase() &&
    memberStateRepresentativeBinds(euRule, deadlines.currentData?.asOf ?? today())
      ? (euRule?.memberStateRepresentative ?? null)
      : null;
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
      <StreamTabs
        label={t('dashboard:country.pagesLabel', { country })}
        current={stream}
        pages={streamPagesOf(code).map((p) => ({
          value: p,
          label: t(`dashboard:subPages.${p}`),
          to: company.country(code, p),
        }))}
      />
      {!data || !rule || !texts ? (
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
              <StatusBlock obligation={data} rule={rule} companyId={companyId} flags={flags} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <ObligationFacts obligation={data} rule={rule} stream={stream} />
            </Grid>
            {!baseline && (
              <Grid size={{ xs: 12, md: 6 }}>
                <RegisterBlock
                  companyId={companyId}
                  code={code}
                  stream={stream}
                  obligation={data}
                  rule={rule}
                  mayEdit={mayEdit}
                  lastYear={Number(asOfYear(deadlines.currentData?.asOf)) - 1}
                />
              </Grid>
            )}
            <Grid size={{ xs: 12, md: 6 }}>
              <ReportingBlock
                companyId={companyId}
                obligation={data}
                rule={rule}
                stream={stream}
                baseline={baseline}
                mayEdit={mayEdit}
                euRepresentative={euRepresentative}
              />
            </Grid>
          </Grid>
          {!baseline && inForce(rule, deadlines.currentData?.asOf ?? today()) && (
            <ReportsBlock
              reports={reports}
              canRecord={mayReport && openDeadlines.length > 0}
              onRecord={() =>
                setReporting({
                  preselected: data.action?.kind === 'fileReport' ? data.action.deadlineId : null,
                })
              }
            />
          )}
          {reference.data && (
            <SourcesNote
              groups={[{ urls: sourcesOf(rule) }]}
              provisions={provisionsOf([rule])}
              reviewed={{ of: 'rule', date: rule.checked }}
              marked={
                MARKED_FIELDS.some(
                  (field) =>
                    rule.marks.some((m) => m.fact === field) && (field !== 'register' || !baseline),
                ) || rule.deadlines.some((d) => !d.verified)
              }
            />
          )}
        </Stack>
      )}
      {reported && (
        <ReportDialog
          companyId={companyId}
          deadlines={openDeadlines}
          open={reporting !== null}
          preselected={reported.preselected}
          onClose={() => setReporting(null)}
        />
      )}
    </PageFrame>
  );
}
