import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReferenceChange } from '@/shared/contract/main/changes';
import { countryName, formatDate } from '@/shared/i18n/format';
import { ErrorView } from '@/shared/ui/error-view';
import { PageFrame } from '@/shared/ui/page-frame';
import { useGetCompanyChangesQuery } from '../api';
import { EntryCard } from '../entry-card';

function ChangeCard({ change }: { change: ReferenceChange }) {
  const { t, i18n } = useTranslation(['reminders', 'reference']);
  const language = i18n.language;
  const headingId = `change-${change.id}`;
  const place =
    change.country === 'EU'
      ? `EU · ${t(`reference:streams.${change.stream}`)}`
      : `${countryName(change.country, language)} · ${t(`reference:streams.${change.stream}`)}`;
  const entry = `changes.entries.${change.id}` as const;
  return (
    <EntryCard
      id={headingId}
      title={`${place} · ${t(`changes.kinds.${change.kind}`)}`}
      mark={
        !change.verified && (
          <Chip size="small" color="warning" variant="outlined" label={t('changes.unverified')} />
        )
      }
    >
      <Typography variant="body2">
        <strong>{t('changes.since', { date: formatDate(change.effective, language) })}</strong>
        {' · '}
        {t('changes.recorded', { date: formatDate(change.recorded, language) })}
      </Typography>
      {change.facts ? (
        <Typography variant="body2">{t('changes.checkedEntry', change.facts)}</Typography>
      ) : (
        <Typography
          component="dl"
          sx={{ m: 0, '& dt': { fontWeight: 600 }, '& dd': { m: 0, mb: 1 } }}
        >
          <dt>{t('changes.before')}</dt>
          <dd>{t(`${entry}.before` as never)}</dd>
          <dt>{t('changes.after')}</dt>
          <dd>{t(`${entry}.after` as never)}</dd>
        </Typography>
      )}
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {t('changes.source')}:{' '}
        <Link href={change.source} target="_blank" rel="noopener noreferrer">
          {new URL(change.source).hostname}
        </Link>
      </Typography>
    </EntryCard>
  );
}

/** CHG-1: what changed in the rules of the company's markets, since when, and the source. */
export function Component() {
  const { t } = useTranslation('reminders');
  const { companyId = '' } = useParams();
  // UX-2: this company's changes or none, never the previous company's while these load.
  const { currentData: data, error, refetch } = useGetCompanyChangesQuery(companyId);

  if (error) return <ErrorView error={error} onRetry={() => void refetch()} dataOfPage />;

  return (
    <PageFrame title={t('changes.title')} subtitle={t('changes.intro')}>
      <Stack spacing={2}>
        {!data ? (
          <Skeleton variant="rounded" height={160} />
        ) : data.changes.length === 0 ? (
          <Alert severity="info">{t('changes.empty')}</Alert>
        ) : (
          data.changes.map((change) => <ChangeCard key={change.id} change={change} />)
        )}
      </Stack>
    </PageFrame>
  );
}
