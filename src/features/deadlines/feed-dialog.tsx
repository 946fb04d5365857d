import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { useErrorMessage } from '@/shared/api/error-message';
import { formatDate } from '@/shared/i18n/format';
import { copyText } from '@/shared/lib/copy-text';
import { showToast } from '@/shared/ui/toast';
import { useGetCalendarFeedQuery, useRegenerateCalendarFeedMutation } from './api';

/** The feed's address in the page's language (its events' texts follow `lang`). */
export const feedAddress = (url: string, language: string) => {
  const address = new URL(url);
  address.searchParams.set('lang', language);
  return address.toString();
};

/** The same address for calendar apps that register the `webcal:` scheme (RFC 5545 over http(s)). */
export const webcalAddress = (address: string) => address.replace(/^https?:/, 'webcal:');

/**
 * FEED-1: the user's subscription address of the company's deadlines: what it is, the https
 * address with a copy button, a `webcal:` link beside it, and "Regenerate", which ends the old one.
 * The address is shown once, right after it is made (TRUST-14); later the dialog says since when
 * one is in use and offers to regenerate it.
 */
export function FeedDialog({
  companyId,
  companyName,
  open,
  onClose,
}: {
  companyId: string;
  companyName: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('compliance');
  const errorMessage = useErrorMessage();
  const { currentData, error, isFetching } = useGetCalendarFeedQuery(companyId, { skip: !open });
  const [regenerate, { data: made, isLoading: regenerating, reset }] =
    useRegenerateCalendarFeedMutation();
  const feed = currentData?.feed ?? null;
  // TRUST-14: only the secret's hash is stored, so the address exists in the answer that made it.
  const address = made ? feedAddress(made.url, i18n.language) : '';
  const close = () => {
    reset();
    onClose();
  };

  const make = async () => {
    const result = await regenerate(companyId);
    if ('error' in result) {
      void showToast(errorMessage(result.error), 'error');
      return;
    }
    if (feed) void showToast(t('calendar.feed.regenerated'), 'success');
  };
  const copy = async () => {
    const copied = await copyText(address);
    void showToast(
      copied ? t('calendar.feed.copied') : t('calendar.feed.copyFailed'),
      copied ? 'success' : 'error',
    );
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="feed-dialog-title" fullWidth>
      <DialogTitle id="feed-dialog-title">{t('calendar.feed.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>
          {t('calendar.feed.intro', { company: companyName })}
        </DialogContentText>
        <DialogContentText sx={{ mb: 2 }}>{t('calendar.feed.language')}</DialogContentText>
        {error && !currentData ? (
          <Alert severity="error">{errorMessage(error)}</Alert>
        ) : !currentData || (isFetching && !feed && !made) ? (
          <Skeleton variant="rounded" height={56} aria-busy="true" />
        ) : made ? (
          <Stack spacing={1.5}>
            <Alert severity="info">{t('calendar.feed.shownOnce')}</Alert>
            <TextField
              id="calendar-feed-url"
              label={t('calendar.feed.urlLabel')}
              value={address}
              slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
              onFocus={(e) => e.target.select()}
              fullWidth
            />
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'center' } }}
            >
              <Button
                variant="contained"
                startIcon={<ContentCopyIcon />}
                onClick={() => void copy()}
              >
                {t('calendar.feed.copy')}
              </Button>
              <Link href={webcalAddress(address)} data-testid="calendar-feed-webcal">
                {t('calendar.feed.webcal')}
              </Link>
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {t('calendar.feed.createdAt', { date: formatDate(made.createdAt, i18n.language) })}
            </Typography>
          </Stack>
        ) : feed ? (
          <Typography>
            {t('calendar.feed.active', { date: formatDate(feed.createdAt, i18n.language) })}
          </Typography>
        ) : (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography>{t('calendar.feed.none')}</Typography>
            <Button
              variant="contained"
              startIcon={<EventRepeatIcon />}
              onClick={() => void make()}
              loading={regenerating}
            >
              {t('calendar.feed.create')}
            </Button>
          </Stack>
        )}
        {(feed || made) && (
          <Stack spacing={0.5} sx={{ mt: 3, alignItems: 'flex-start' }}>
            <Button
              variant="outlined"
              color="warning"
              startIcon={<EventRepeatIcon />}
              onClick={() => void make()}
              loading={regenerating}
              aria-describedby="calendar-feed-regenerate-hint"
            >
              {made ? t('calendar.feed.regenerate') : t('calendar.feed.reveal')}
            </Button>
            <Typography id="calendar-feed-regenerate-hint" variant="body2" color="text.secondary">
              {t('calendar.feed.regenerateHint')}
            </Typography>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('calendar.feed.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
