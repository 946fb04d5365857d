import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignInErrorKey } from '@/shared/auth/sign-in-errors';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';

function ErrorLayout({
  code,
  title,
  message,
  children,
}: {
  code?: string;
  title: string;
  message: string;
  children?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Box
      component="section"
      sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}
    >
      <Box
        sx={{
          maxWidth: 520,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 2,
        }}
      >
        {code && (
          <Typography
            component="p"
            sx={{ fontSize: '4rem', fontWeight: 800, color: 'primary.main', lineHeight: 1 }}
          >
            {code}
          </Typography>
        )}
        <Typography variant="h1" ref={heading} tabIndex={-1} sx={{ outline: 'none' }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{message}</Typography>
        {children}
      </Box>
    </Box>
  );
}

/** Error code, title, message and a link back to '/'. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ErrorLayout
      code="404"
      title={t('errors.notFound.title')}
      message={t('errors.notFound.message')}
    >
      <Link href="/">{t('errors.backHome')}</Link>
    </ErrorLayout>
  );
}

/**
 * Title, message and a round reload button that reloads the page. `onRetry`: the error of a page's
 * own data (UX-2): a "Try again" that asks for it again comes first.
 */
export function UnexpectedErrorPage({
  status,
  onReload = () => window.location.reload(),
  onRetry,
}: {
  status?: number | string;
  onReload?: () => void;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ErrorLayout
      {...(status ? { code: String(status) } : {})}
      title={t('errors.unexpected.title')}
      message={onRetry ? t('errors.unexpected.retryMessage') : t('errors.unexpected.message')}
    >
      {onRetry && (
        <Button variant="contained" startIcon={<RefreshIcon />} onClick={onRetry}>
          {t('errors.retry')}
        </Button>
      )}
      {/* A round button; Button rather than IconButton keeps the latter out of the first chunk. */}
      <Button
        variant="contained"
        onClick={onReload}
        aria-label={t('errors.reload')}
        sx={{
          borderRadius: '50%',
          minWidth: 0,
          width: 56,
          height: 56,
          p: 0,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          '&:hover': { bgcolor: 'primary.dark' },
        }}
      >
        <RefreshIcon />
      </Button>
      <Link href="/">{t('errors.backHome')}</Link>
    </ErrorLayout>
  );
}

/** A connection problem is the user's to retry, not a crash. */
export function ConnectionProblemPage({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <ErrorLayout title={t('errors.network.title')} message={t('errors.network.message')}>
      <Button variant="contained" startIcon={<RefreshIcon />} onClick={onRetry}>
        {t('errors.retry')}
      </Button>
    </ErrorLayout>
  );
}

/** Router statuses 400, 403, 405 (404 has its own page). */
export function StatusErrorPage({ status }: { status: 400 | 403 | 405 }) {
  const { t } = useTranslation();
  return (
    <ErrorLayout
      code={String(status)}
      title={t(`errors.status.${status}.title`)}
      message={t(`errors.status.${status}.message`)}
    >
      <Link href="/">{t('errors.backHome')}</Link>
    </ErrorLayout>
  );
}

/** A sign-in that could not complete, in the user's language, with a way back. */
export function SignInProblemPage({
  messageKey,
  onSignIn,
}: {
  messageKey: SignInErrorKey;
  onSignIn: () => void;
}) {
  const { t } = useTranslation(['common', 'auth']);
  return (
    <ErrorLayout title={t('auth:errors.title')} message={t(messageKey)}>
      <Button variant="contained" onClick={onSignIn}>
        {t('auth:signInAgain')}
      </Button>
      <Link href="/">{t('errors.backHome')}</Link>
    </ErrorLayout>
  );
}
