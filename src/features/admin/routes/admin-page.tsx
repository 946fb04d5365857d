import { Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useErrorMessage } from '@/shared/api/error-message';
import { useGetUserQuery } from '@/shared/api/user-api';
import type { AdminCompany } from '@/shared/contract/account/admin';
import { countryName, formatDate } from '@/shared/i18n/format';
import { useDebounced } from '@/shared/lib/use-debounced';
import { StatusErrorPage } from '@/shared/ui/error-pages';
import { PageFrame } from '@/shared/ui/page-frame';
import { RecordList } from '@/shared/ui/record-list';
import { useLazySearchAdminCompaniesQuery } from '../api';
import { useSearchParamState } from '@/shared/lib/use-search-param-state';
import { PlainTextField } from '@/shared/forms/plain-text-field';
import { lazyPart } from '@/shared/ui/lazy-part';

/**
 * The user search (react-hook-form, 13.8 KB gzip) shows only with an opened company: a chunk of its
 * own, downloaded once the search has results to open, so the page's navigation stays within its
 * budget (HOUSE-6).
 */
const { Part: UserSearchForm, prefetch: prefetchUserSearch } = lazyPart(() =>
  import(/* webpackChunkName: "admin-user-search" */ '../user-search-form').then(
    (m) => m.UserSearchForm,
  ),
);

/** Typing settles for this long before a search starts. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Arrow keys move between the results (and from the search field to the first). */
function moveFocus(event: KeyboardEvent<HTMLElement>, list: HTMLElement | null) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const items = Array.from(list?.querySelectorAll<HTMLElement>('[data-result]') ?? []);
  if (items.length === 0) return;
  event.preventDefault();
  const index = items.indexOf(event.currentTarget);
  const next =
    index === -1
      ? event.key === 'ArrowDown'
        ? 0
        : items.length - 1
      : Math.min(Math.max(index + (event.key === 'ArrowDown' ? 1 : -1), 0), items.length - 1);
  items[next]?.focus();
}

/**
 * Administration: search companies (debounced; a newer query cancels the older request), open one
 * to see its members and find a user by e-mail within it. The query and the open company live in
 * the address.
 */
export function Component() {
  const { t, i18n } = useTranslation('admin');
  const errorMessage = useErrorMessage();
  const [params, setParams] = useSearchParamState();
  const query = params.get('query') ?? '';
  const selectedId = params.get('company');
  const [typed, setTyped] = useState(query);
  const settled = useDebounced(typed, SEARCH_DEBOUNCE_MS);
  const { data: me } = useGetUserQuery();
  const [search, { data, error, isFetching }] = useLazySearchAdminCompaniesQuery();
  const running = useRef<{ arg: string; abort(): void } | null>(null);
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (settled.trim() === query) return;
    setParams({ query: settled.trim() });
  }, [settled, query, setParams]);

  useEffect(() => {
    // The same query again (a re-run of this effect) keeps its request; a new one cancels it.
    if (!me?.isAdmin || running.current?.arg === query) return;
    running.current?.abort();
    running.current = search(query);
  }, [query, search, me?.isAdmin]);

  const found = (data?.length ?? 0) > 0;
  useEffect(() => {
    if (found) prefetchUserSearch();
  }, [found]);

  const select = (company: AdminCompany) => setParams({ company: company.id }, { push: true });

  // The administration is for platform administrators only.
  if (me && !me.isAdmin) return <StatusErrorPage status={403} />;

  const results = data ?? [];
  const selected = results.find((c) => c.id === selectedId);

  return (
    <PageFrame title={t('title')} subtitle={t('intro')}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card>
            <CardContent>
              <PlainTextField
                fullWidth
                type="search"
                label={t('search.label')}
                helperText={t('search.help')}
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                onKeyDown={(event) => moveFocus(event, list.current)}
                slotProps={{ htmlInput: { 'aria-controls': 'admin-results' } }}
              />
              {error && !isFetching ? (
                <Alert severity="error" sx={{ mt: 2 }}>
                  {errorMessage(error)}
                </Alert>
              ) : !data ? (
                <Skeleton variant="rounded" height={160} sx={{ mt: 2 }} />
              ) : (
                <>
                  <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {isFetching
                      ? t('search.searching')
                      : t('search.count', { count: results.length })}
                  </Typography>
                  <List
                    id="admin-results"
                    ref={list}
                    aria-label={t('search.results')}
                    aria-busy={isFetching}
                  >
                    {results.map((company) => (
                      <ListItem key={company.id} disablePadding>
                        <ListItemButton
                          data-result
                          selected={company.id === selectedId}
                          aria-current={company.id === selectedId ? 'true' : undefined}
                          onClick={() => select(company)}
                          onKeyDown={(event) => moveFocus(event, list.current)}
                        >
                          <ListItemText
                            primary={company.name}
                            secondary={`${company.city}, ${countryName(company.country, i18n.language)} · ${t('search.members', { count: company.memberCount })}`}
                          />
                        </ListItemButton>
                      </ListItem>
                    ))}
                  </List>
                </>
              )}
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          {selected ? (
            <CompanyDetail company={selected} />
          ) : (
            <Card variant="outlined">
              <CardContent>
                <Typography color="text.secondary">{t('detail.none')}</Typography>
              </CardContent>
            </Card>
          )}
        </Grid>
      </Grid>
    </PageFrame>
  );
}

function CompanyDetail({ company }: { company: AdminCompany }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <div>
            <Typography variant="h2">{company.name}</Typography>
            <Typography color="text.secondary">
              {company.legalForm} · {company.city}, {countryName(company.country, i18n.language)}
            </Typography>
          </div>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Chip size="small" variant="outlined" label={`${t('detail.id')}: ${company.id}`} />
            <Chip
              size="small"
              variant="outlined"
              label={`${t('detail.vatId')}: ${company.vatId ?? '—'}`}
            />
            <Chip
              size="small"
              variant="outlined"
              label={t('detail.created', { date: formatDate(company.createdAt, i18n.language) })}
            />
            {company.needsUpdate && (
              <Chip size="small" color="warning" label={t('detail.needsUpdate')} />
            )}
          </Stack>
          <Typography variant="h3">{t('detail.members')}</Typography>
          <RecordList
            label={t('detail.membersOf', { company: company.name })}
            rows={company.members}
            rowKey={(m) => m.userId}
            columns={[
              {
                id: 'name',
                header: t('detail.columns.name'),
                cell: (m) => `${m.givenName} ${m.familyName}`.trim(),
              },
              { id: 'email', header: t('detail.columns.email'), cell: (m) => m.email },
              { id: 'role', header: t('detail.columns.role'), cell: (m) => t(`roles.${m.role}`) },
            ]}
          />
          <Typography variant="h3">{t('user.heading')}</Typography>
          <Suspense fallback={<Skeleton variant="rounded" height={56} />}>
            <UserSearchForm key={company.id} company={company} />
          </Suspense>
        </Stack>
      </CardContent>
    </Card>
  );
}
