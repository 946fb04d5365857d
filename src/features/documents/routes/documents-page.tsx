import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import DownloadIcon from '@mui/icons-material/Download';
import { DOCUMENT_TYPES, type CompanyDocument } from '@/shared/contract/main/documents';
import { STREAMS } from '@/shared/contract/reference';
import { countryName, formatDate } from '@/shared/i18n/format';
import { companyPaths } from '@/shared/paths';
import { ErrorView } from '@/shared/ui/error-view';
import { PageFrame } from '@/shared/ui/page-frame';
import { useDownloadDocumentMutation, useGetDocumentsQuery } from '../api';
import { documentTitle } from '../document-title';
import { DocumentFilters } from './document-filters';
import { useFileDownload } from '@/shared/lib/download';
import { useSearchParamState } from '@/shared/lib/use-search-param-state';

const SORTS = ['date', 'title', 'type'] as const;
type Sort = (typeof SORTS)[number];

const compare =
  (sort: Sort, titleOf: (d: CompanyDocument) => string, language: string) =>
  (a: CompanyDocument, b: CompanyDocument) =>
    sort === 'title'
      ? titleOf(a).localeCompare(titleOf(b), language) || b.issuedAt.localeCompare(a.issuedAt)
      : sort === 'type'
        ? a.type.localeCompare(b.type) || b.issuedAt.localeCompare(a.issuedAt)
        : a.issuedAt.localeCompare(b.issuedAt) || b.id.localeCompare(a.id);

/**
 * Every document of the company with filters (country, stream, year, type) and sorting, all in
 * the URL so a link shows the same view; each downloads as a PDF.
 */
export function Component() {
  const { t, i18n } = useTranslation(['documents', 'reference', 'dashboard']);
  const { companyId = '' } = useParams();
  const [params, setParams] = useSearchParamState();
  // UX-2: this company's documents or none (never the previous company's while these load).
  const { currentData: data, error, refetch } = useGetDocumentsQuery(companyId);
  const [downloadDocument] = useDownloadDocumentMutation();
  const { download: save, busy } = useFileDownload({ failed: t('documents:downloadFailed') });
  const download = (documentId: string) =>
    save(documentId, () => downloadDocument({ companyId, documentId }));
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const paths = companyPaths(companyId);
  const title = t('documents:title');
  const titleOf = (d: CompanyDocument) => documentTitle(t, d, i18n.language);

  const filter = {
    country: params.get('country') ?? '',
    stream: params.get('stream') ?? '',
    year: params.get('year') ?? '',
    type: params.get('type') ?? '',
  };
  const sort: Sort = (SORTS as readonly string[]).includes(params.get('sort') ?? '')
    ? (params.get('sort') as Sort)
    : 'date';
  const dir = params.get('dir') === 'asc' ? 'asc' : params.get('dir') === 'desc' ? 'desc' : null;
  const direction = dir ?? (sort === 'date' ? 'desc' : 'asc');

  const setParam = (name: string, value: string | null) => setParams({ [name]: value });
  const sortBy = (column: Sort) =>
    setParams({ sort: column, dir: column === sort && direction === 'asc' ? 'desc' : 'asc' });

  if (error && !data) return <ErrorView error={error} dataOfPage onRetry={() => void refetch()} />;

  const all = data ?? [];
  const options = {
    country: [...new Set(all.flatMap((d) => (d.country ? [d.country] : [])))].sort(),
    year: [...new Set(all.map((d) => String(d.year)))].sort().reverse(),
  };
  const shown = all
    .filter(
      (d) =>
        (!filter.country || d.country === filter.country) &&
        (!filter.stream || d.stream === filter.stream) &&
        (!filter.year || String(d.year) === filter.year) &&
        (!filter.type || d.type === filter.type),
    )
    .sort(compare(sort, titleOf, i18n.language));
  if (direction === 'desc') shown.reverse();
  const filtered = Object.values(filter).some(Boolean);

  const where = (d: CompanyDocument) =>
    [
      d.country ? countryName(d.country, i18n.language) : null,
      d.stream ? t(`reference:streams.${d.stream}`) : null,
    ]
      .filter(Boolean)
      .join(' · ') || t('documents:general');
  const downloadButton = (d: CompanyDocument) => (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      onClick={() => void download(d.id)}
      disabled={busy === d.id}
      aria-busy={busy === d.id}
      aria-label={t('documents:downloadNamed', { title: titleOf(d) })}
    >
      {t('documents:download')}
    </Button>
  );
  const titleLink = (d: CompanyDocument) => (
    <Link component={RouterLink} to={paths.document(d.id)}>
      {titleOf(d)}
    </Link>
  );

  return (
    <PageFrame
      title={title}
      crumbs={[{ label: t('dashboard:title'), to: paths.dashboard }, { label: title }]}
    >
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('documents:intro')}
      </Typography>
      <DocumentFilters
        narrow={narrow}
        filters={[
          {
            name: 'country',
            label: t('documents:filters.country'),
            value: filter.country,
            choices: options.country.map((c) => ({
              value: c,
              label: countryName(c, i18n.language),
            })),
          },
          {
            name: 'stream',
            label: t('documents:filters.stream'),
            value: filter.stream,
            choices: STREAMS.map((s) => ({ value: s, label: t(`reference:streams.${s}`) })),
          },
          {
            name: 'year',
            label: t('documents:filters.year'),
            value: filter.year,
            choices: options.year.map((y) => ({ value: y, label: y })),
          },
          {
            name: 'type',
            label: t('documents:filters.type'),
            value: filter.type,
            choices: DOCUMENT_TYPES.map((type) => ({
              value: type,
              label: t(`documents:types.${type}`),
            })),
          },
        ]}
        sort={{
          label: t('documents:sortBy'),
          value: sort,
          choices: SORTS.map((s) => ({ value: s, label: t(`documents:columns.${s}`) })),
        }}
        onChange={setParam}
      />
      {!data ? (
        <Stack spacing={1} aria-busy="true" data-testid="documents-loading">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={52} />
          ))}
        </Stack>
      ) : shown.length === 0 ? (
        <Alert
          severity="info"
          action={
            filtered ? (
              <Button
                onClick={() =>
                  setParams(Object.fromEntries([...params.keys()].map((name) => [name, null])))
                }
              >
                {t('documents:clearFilters')}
              </Button>
            ) : undefined
          }
        >
          {filtered ? t('documents:emptyFiltered') : t('documents:empty')}
        </Alert>
      ) : narrow ? (
        <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {shown.map((d) => (
            <Card component="li" key={d.id} variant="outlined">
              <CardContent>
                <Typography sx={{ fontWeight: 600 }}>{titleLink(d)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(`documents:types.${d.type}`)} · {where(d)} ·{' '}
                  {formatDate(d.issuedAt, i18n.language)}
                </Typography>
                {downloadButton(d)}
              </CardContent>
            </Card>
          ))}
        </Stack>
      ) : (
        <TableContainer component={Card}>
          <Table aria-label={title}>
            <TableHead>
              <TableRow>
                {(['title', 'type'] as const).map((column) => (
                  <TableCell key={column} sortDirection={sort === column ? direction : false}>
                    <TableSortLabel
                      active={sort === column}
                      direction={sort === column ? direction : 'asc'}
                      onClick={() => sortBy(column)}
                    >
                      {t(`documents:columns.${column}`)}
                    </TableSortLabel>
                  </TableCell>
                ))}
                <TableCell>{t('documents:columns.where')}</TableCell>
                <TableCell>{t('documents:columns.year')}</TableCell>
                <TableCell sortDirection={sort === 'date' ? direction : false}>
                  <TableSortLabel
                    active={sort === 'date'}
                    direction={sort === 'date' ? direction : 'asc'}
                    onClick={() => sortBy('date')}
                  >
                    {t('documents:columns.date')}
                  </TableSortLabel>
                </TableCell>
                <TableCell>
                  <span style={{ position: 'absolute', left: -10000 }}>
                    {t('documents:columns.file')}
                  </span>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((d) => (
                <TableRow key={d.id}>
                  <TableCell>{titleLink(d)}</TableCell>
                  <TableCell>{t(`documents:types.${d.type}`)}</TableCell>
                  <TableCell>{where(d)}</TableCell>
                  <TableCell>{d.year}</TableCell>
                  <TableCell>{formatDate(d.issuedAt, i18n.language)}</TableCell>
                  <TableCell align="right">{downloadButton(d)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </PageFrame>
  );
}
