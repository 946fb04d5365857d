import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { ProofEntry } from '@/shared/contract/main/proof-pack';
import { countryName, formatDate } from '@/shared/i18n/format';
import { copyText } from '@/shared/lib/copy-text';
import { useFileDownload } from '@/shared/lib/download';
import { companyPaths } from '@/shared/paths';
import { PROOF_TEXT_KINDS, proofTexts } from '@/shared/proof/proof-texts';
import { ErrorView } from '@/shared/ui/error-view';
import { PageFrame } from '@/shared/ui/page-frame';
import { showToast } from '@/shared/ui/toast';
import {
  useDownloadProofPackCsvMutation,
  useDownloadProofPackPdfMutation,
  useGetProofPackQuery,
  type ProofFileFormat,
} from '../api';

function NumberCard({ entry }: { entry: ProofEntry }) {
  const { t, i18n } = useTranslation(['compliance', 'reference', 'services']);
  const where = `${countryName(entry.country, i18n.language)} · ${t(`reference:streams.${entry.stream}`)}`;
  return (
    <Card component="li" data-testid="proof-entry" sx={{ listStyle: 'none' }}>
      <CardContent>
        <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
          {where}
        </Typography>
        <Typography
          sx={{ fontFamily: 'monospace', fontSize: '1.05rem', overflowWrap: 'anywhere' }}
          data-testid="proof-number"
        >
          {entry.label ? `${entry.label} ${entry.number}` : entry.number}
        </Typography>
        {!entry.formatVerified && (
          <Typography variant="body2" color="text.secondary">
            {t('compliance:proof.unverifiedFormat')}
          </Typography>
        )}
        {entry.register && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('compliance:proof.register')}: {entry.register.name} ({entry.register.authority})
          </Typography>
        )}
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {entry.lookupUrl ? (
            <Link href={entry.lookupUrl} target="_blank" rel="noopener noreferrer">
              {t('compliance:proof.openLookup', {
                register: entry.register?.name ?? entry.label ?? '',
              })}
              <OpenInNewIcon fontSize="inherit" aria-hidden="true" sx={{ ml: 0.5 }} />
            </Link>
          ) : (
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {t('compliance:proof.noLookup')}
            </Box>
          )}
        </Typography>
        {entry.brands.length > 0 && (
          <Box sx={{ mt: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('compliance:proof.brands')}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {entry.brands.map((b) => (
                <Typography
                  component="li"
                  variant="body2"
                  key={`${b.brand}/${b.equipmentType ?? ''}`}
                >
                  {b.brand}
                  {b.equipmentType
                    ? ` – ${t(`services:registrations.equipmentTypes.${b.equipmentType}`)}`
                    : ''}{' '}
                  ({t(`compliance:proof.brandStates.${b.state}`)})
                </Typography>
              ))}
            </Box>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * PROOF-1: every registration number the company holds, per country, stream and brand, with the
 * register's public lookup where one exists, and ready texts for invoices, shop footer and terms;
 * the same as PDF and CSV.
 */
export function Component() {
  const { t, i18n } = useTranslation(['compliance', 'reference', 'services', 'dashboard']);
  const { companyId = '' } = useParams();
  const { currentData: pack, error, refetch } = useGetProofPackQuery(companyId);
  const [downloadPdf] = useDownloadProofPackPdfMutation();
  const [downloadCsv] = useDownloadProofPackCsvMutation();
  const { download, busy } = useFileDownload({ failed: t('compliance:proof.downloadFailed') });
  const title = t('compliance:proof.title');

  if (error && !pack) return <ErrorView error={error} dataOfPage onRetry={() => void refetch()} />;

  const texts = pack ? proofTexts(pack, t, i18n.language) : null;

  const save = (format: ProofFileFormat) =>
    download(format, () =>
      (format === 'pdf' ? downloadPdf : downloadCsv)({ companyId, lang: i18n.language }),
    );
  const copy = async (text: string) => {
    const copied = await copyText(text);
    void showToast(
      copied ? t('compliance:proof.copied') : t('compliance:proof.copyFailed'),
      copied ? 'success' : 'error',
    );
  };

  return (
    <PageFrame
      title={title}
      crumbs={[
        { label: t('dashboard:title'), to: companyPaths(companyId).dashboard },
        { label: title },
      ]}
      actions={
        pack &&
        pack.entries.length > 0 && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              startIcon={<DownloadIcon />}
              onClick={() => void save('pdf')}
              loading={busy === 'pdf'}
            >
              {t('compliance:proof.downloadPdf')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              onClick={() => void save('csv')}
              loading={busy === 'csv'}
            >
              {t('compliance:proof.downloadCsv')}
            </Button>
          </Stack>
        )
      }
    >
      {!pack ? (
        <Stack spacing={1} aria-busy="true" data-testid="proof-loading">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={96} />
          ))}
        </Stack>
      ) : pack.entries.length === 0 ? (
        <Alert severity="info">
          {t('compliance:proof.empty')}{' '}
          <Link component={RouterLink} to={companyPaths(companyId).dashboard}>
            {t('compliance:proof.toDashboard')}
          </Link>
        </Alert>
      ) : (
        <>
          <Typography sx={{ mb: 1 }}>
            {t('compliance:proof.intro', { company: pack.companyName })}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('compliance:proof.pdf.asOf', { date: formatDate(pack.asOf, i18n.language) })}
          </Typography>
          <Typography variant="h2" sx={{ mb: 1 }}>
            {t('compliance:proof.numbersTitle')}
          </Typography>
          <Stack
            component="ul"
            spacing={2}
            sx={{ p: 0, m: 0, mb: 4 }}
            aria-label={t('compliance:proof.tableLabel')}
          >
            {pack.entries.map((entry) => (
              <NumberCard key={`${entry.country}/${entry.stream}`} entry={entry} />
            ))}
          </Stack>
          {texts && (
            <>
              <Typography variant="h2" sx={{ mb: 1 }}>
                {t('compliance:proof.textsTitle')}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {t('compliance:proof.textsIntro')}
              </Typography>
              <Stack spacing={2}>
                {PROOF_TEXT_KINDS.map((kind) => {
                  const what = t(`compliance:proof.textTitles.${kind}`);
                  return (
                    <Card key={kind} data-testid={`proof-text-${kind}`}>
                      <CardContent>
                        <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
                          {what}
                        </Typography>
                        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                          {texts[kind]}
                        </Typography>
                        <Button
                          size="small"
                          startIcon={<ContentCopyIcon />}
                          onClick={() => void copy(texts[kind])}
                          aria-label={t('compliance:proof.copy', { what })}
                          sx={{ mt: 1 }}
                        >
                          {t('compliance:proof.copyShort')}
                        </Button>
                      </CardContent>
                    </Card>
                  );
                })}
              </Stack>
            </>
          )}
        </>
      )}
    </PageFrame>
  );
}
