import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';

import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditLocationIcon from '@mui/icons-material/EditLocationAlt';
import { useGetDeadlinesQuery, useGetObligationsQuery } from '@/shared/api/obligations-api';
import { useGetRegistrationsQuery } from '@/shared/api/registrations-api';
import { useCurrentCompany } from '@/shared/api/use-current-company';
import { useGetUserQuery } from '@/shared/api/user-api';
import type { FeatureFlags } from '@/shared/contract/main/feature-flags';
import { selectEffectiveFlags } from '@/shared/feature-flags/effective-flags';
import { countryName } from '@/shared/i18n/format';
import { companyPaths, MARKETS_PARAM } from '@/shared/paths';
import { readStoredQuickcheck } from '@/shared/quickcheck/stored-quickcheck';
import { ErrorView } from '@/shared/ui/error-view';
import { lazyDialog } from '@/shared/ui/lazy-dialog';
import { prefetchProps } from '@/shared/ui/lazy-part';
import { PageFrame } from '@/shared/ui/page-frame';
import { DeadlineList } from '../components/deadline-list';
import { ConfirmFactsPrompt } from '../components/confirm-facts-prompt';
import { mayEditCompliance } from '../components/may-edit';
import { FirstRunChecklist, firstRunSteps, isFirstRun } from '../components/first-run-checklist';
import { ObligationMatrix } from '../components/obligation-matrix';
import { RegistrationChips } from '../components/registration-chips';

import { SectionCard } from '@/shared/ui/section-card';
import { StatusCounts, ToDoList } from '../components/what-to-do';
import { upcoming } from '../components/upcoming-deadlines';
import { useSearchParamState } from '@/shared/lib/use-search-param-state';

/**
 * The markets dialog (MUI's dialog and modal stack, checkboxes, radios, text fields) is a chunk of
 * its own: the dashboard's navigation does not carry it (route weight, issue 21 part 7). Hover,
 * focus or touch of a button that opens it starts the download; a click waits for it (the dialog
 * opens when it is there). A failed download is thrown to the route's error screen, as a page's
 * failed chunk is.
 */
const { Dialog: MarketsDialog, prefetch: prefetchMarkets } = lazyDialog(() =>
  import(/* webpackChunkName: "markets-dialog" */ '../components/markets-dialog').then(
    (m) => m.MarketsDialog,
  ),
);

/**
 * The company's dashboard, what to do first: a new company's first-run checklist, then what to do
 * now (full width, on every screen), the obligation matrix with counts, the next deadlines and the
 * company. Who is signed in is the user menu's. Its data comes in one parallel round (obligations,
 * deadlines, registrations); the markets load only when their dialog opens.
 */
export function Component() {
  const { t, i18n } = useTranslation(['dashboard', 'compliance', 'reference']);
  const { companyId = '' } = useParams();
  const { data: user } = useGetUserQuery();
  const { company } = useCurrentCompany();
  const flags = useSelector(selectEffectiveFlags as (state: unknown) => FeatureFlags);
  const obligations = useGetObligationsQuery(companyId);
  const deadlines = useGetDeadlinesQuery(companyId);
  // UX-2: `currentData` throughout: this company's answers or none, never the previous company's.
  const registrationsQuery = useGetRegistrationsQuery(companyId);
  const registrations =
    registrationsQuery.currentData ?? (registrationsQuery.isError ? [] : undefined);
  const [quickcheck] = useState(readStoredQuickcheck);
  const mayEdit = mayEditCompliance(company?.access);
  // The quickcheck's "apply to my company" lands here with ?markets=quickcheck.
  const [searchParams, setSearchParams] = useSearchParamState();
  const applyQuickcheck =
    searchParams.get(MARKETS_PARAM) === 'quickcheck' && quickcheck !== null && mayEdit;
  const [marketsOpen, setMarketsOpen] = useState(applyQuickcheck);
  const closeMarkets = () => {
    setMarketsOpen(false);
    if (searchParams.has(MARKETS_PARAM)) setSearchParams({ [MARKETS_PARAM]: null });
  };
  const list = obligations.currentData?.obligations;

  const editButton = mayEdit && list && list.length > 0 && (
    <Button
      variant="outlined"
      startIcon={<EditLocationIcon />}
      onClick={() => setMarketsOpen(true)}
      {...prefetchProps(prefetchMarkets)}
    >
      {t('compliance:markets.edit')}
    </Button>
  );

  if (obligations.error && !list)
    return (
      <ErrorView error={obligations.error} dataOfPage onRetry={() => void obligations.refetch()} />
    );

  const steps = list && registrations ? firstRunSteps(list, registrations) : null;
  // UX-6: "Welcome" and the checklist for a company created within the day or with nothing done.
  const firstRun = Boolean(company && steps && isFirstRun(company.createdAt, steps));
  const greeting = !user ? (
    <Skeleton width={200} />
  ) : (
    t(firstRun ? 'dashboard:greetingNew' : 'dashboard:greeting', { name: user.givenName })
  );

  const companyCard = (
    <SectionCard title={t('dashboard:company.heading')}>
      {company ? (
        <Stack spacing={0.5} data-testid="current-company">
          <Typography sx={{ fontWeight: 600 }}>{company.name}</Typography>
          <Typography color="text.secondary">
            {company.address.street}, {company.address.postalCode} {company.address.city},{' '}
            {countryName(company.address.country, i18n.language)}
          </Typography>
          {company.vatId && (
            <Typography variant="body2">
              {t('dashboard:company.vatId', { vatId: company.vatId })}
            </Typography>
          )}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', pt: 1 }}>
            {company.commercialRegister && (
              <Chip
                size="small"
                variant="outlined"
                label={`${t('dashboard:registers.commercialRegister')}: ${company.commercialRegister}`}
              />
            )}
            {registrations && <RegistrationChips registrations={registrations} />}
          </Stack>
        </Stack>
      ) : (
        <Skeleton height={80} />
      )}
    </SectionCard>
  );

  const nextDeadlines = (
    <SectionCard
      title={t('compliance:next.heading')}
      action={
        <Button component={RouterLink} to={companyPaths(companyId).deadlines} size="small">
          {t('compliance:next.all')}
        </Button>
      }
    >
      {!deadlines.currentData ? (
        deadlines.error ? (
          <Typography color="error">{t('compliance:next.failed')}</Typography>
        ) : (
          <Skeleton height={120} />
        )
      ) : upcoming(deadlines.currentData.deadlines, deadlines.currentData.asOf).length === 0 ? (
        <Typography color="text.secondary">{t('compliance:next.none')}</Typography>
      ) : (
        <DeadlineList
          companyId={companyId}
          deadlines={upcoming(deadlines.currentData.deadlines, deadlines.currentData.asOf)}
          asOf={deadlines.currentData.asOf}
        />
      )}
    </SectionCard>
  );

  return (
    <PageFrame title={t('dashboard:title')} subtitle={greeting} actions={editButton || undefined}>
      {firstRun && list && steps && (
        <FirstRunChecklist
          companyId={companyId}
          steps={steps}
          obligations={list}
          mayEdit={mayEdit}
          onSetMarkets={() => setMarketsOpen(true)}
        />
      )}
      {!list ? (
        <Stack spacing={1} data-testid="matrix-loading" aria-busy="true">
          <Skeleton variant="rounded" height={36} />
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={48} />
          ))}
        </Stack>
      ) : list.length === 0 ? (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h3" component="h3" gutterBottom>
              {t('compliance:empty.title')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {quickcheck ? t('compliance:empty.withQuickcheck') : t('compliance:empty.text')}
            </Typography>
            {mayEdit ? (
              <Button
                variant="contained"
                onClick={() => setMarketsOpen(true)}
                {...prefetchProps(prefetchMarkets)}
              >
                {t('compliance:empty.action')}
              </Button>
            ) : (
              <Typography variant="body2">{t('compliance:empty.askEditor')}</Typography>
            )}
          </CardContent>
        </Card>
      ) : (
        <>
          <ConfirmFactsPrompt
            companyId={companyId}
            mayEdit={mayEdit}
            onConfirm={() => setMarketsOpen(true)}
          />
          {/* UX-6: what to do leads, full width, on a phone as on a wide screen. */}
          <Box sx={{ mb: 3 }} data-testid="todo-section">
            <SectionCard title={t('compliance:todo.heading')} sx={{ height: '100%' }}>
              <ToDoList companyId={companyId} obligations={list} flags={flags} />
            </SectionCard>
          </Box>
          <Typography variant="h2" sx={{ mb: 2 }}>
            {t('dashboard:countries.heading')}
          </Typography>
          <StatusCounts obligations={list} />
          <ObligationMatrix companyId={companyId} obligations={list} />
        </>
      )}
      {/* UX-14: the deadlines full width, so each title fits one line; the company below. */}
      <Stack spacing={2} sx={{ mt: 3 }}>
        {list && list.length > 0 && <Box data-testid="next-section">{nextDeadlines}</Box>}
        {companyCard}
      </Stack>
      <MarketsDialog
        companyId={companyId}
        open={marketsOpen}
        quickcheck={quickcheck}
        applyQuickcheck={applyQuickcheck}
        onClose={closeMarkets}
      />
    </PageFrame>
  );
}
