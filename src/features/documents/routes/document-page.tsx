import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { countryName, formatDate, formatNumber } from '@/shared/i18n/format';
import { companyPaths } from '@/shared/paths';
import { ErrorView } from '@/shared/ui/error-view';
import { PageFrame } from '@/shared/ui/page-frame';
import { useDownloadDocumentMutation, useGetDocumentQuery } from '../api';
import { documentTitle } from '../document-title';
import { useFileDownload } from '@/shared/lib/download';

/** One document: what it is, for where and when, and its PDF. An unknown id is not found. */
export function Component() {
  const { t, i18n } = useTranslation(['documents', 'reference', 'dashboard']);
  const { companyId = '', documentId = '' } = useParams();
  // UX-2: this document's data or none (never the previous document's while this one loads).
  const { currentData: data, error, refetch } = useGetDocumentQuery({ companyId, documentId });
  const [downloadDocument] = useDownloadDocumentMutation();
  const { download: save, busy } = useFileDownload({ failed: t('documents:downloadFailed') });
  const download = (documentId: string) =>
    save(documentId, () => downloadDocument({ companyId, documentId }));
  const paths = companyPaths(companyId);
  const title = data ? documentTitle(t, data, i18n.language) : t('documents:document');
  if (error && !data) return <ErrorView error={error} dataOfPage onRetry={() => void refetch()} />;
  const fact = (label: string, value: string) => (
    <Stack>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {value}
      </Typography>
    </Stack>
  );
  return (
    <PageFrame
      title={title}
      crumbs={[
        { label: t('dashboard:title'), to: paths.dashboard },
        { label: t('documents:title'), to: paths.documents },
        { label: title },
      ]}
      actions={
        data && (
          <Button
            variant="contained"
            startIcon={<DownloadIcon />}
            onClick={() => void download(data.id)}
            disabled={busy === data.id}
          >
            {t('documents:download')}
          </Button>
        )
      }
    >
      <Card>
        <CardContent>
          {!data ? (
            <Skeleton height={160} />
          ) : (
            <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
              {fact(t('documents:columns.type'), t(`documents:types.${data.type}`))}
              {fact(
                t('documents:filters.country'),
                data.country ? countryName(data.country, i18n.language) : t('documents:general'),
              )}
              {data.stream &&
                fact(t('documents:filters.stream'), t(`reference:streams.${data.stream}`))}
              {fact(t('documents:columns.year'), String(data.year))}
              {fact(t('documents:columns.date'), formatDate(data.issuedAt, i18n.language))}
              {/* The issuer's own name (an invoice's number); a report receipt is the platform's
                  own, its text names internal rules and ISO dates: not shown. */}
              {data.type !== 'reportReceipt' && fact(t('documents:issuedTitle'), data.title)}
              {fact(
                t('documents:columns.file'),
                t('documents:fileSize', {
                  name: data.fileName,
                  size: formatNumber(Math.max(1, Math.round(data.sizeBytes / 1024)), i18n.language),
                }),
              )}
            </Stack>
          )}
        </CardContent>
      </Card>
    </PageFrame>
  );
}
