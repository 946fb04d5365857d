import { useEffect, useRef, type ReactNode } from 'react';
import { whenOnlineAgain } from '@/shared/lib/chunk-load';
import { useTranslation } from 'react-i18next';
import type { SignInErrorKey } from '@/shared/auth/sign-in-errors';
import {
  ERROR_CATALOGUE,
  classifyStatus,
  hasPage,
  type PageKind,
} from '@/shared/api/error-catalogue';
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

/**
 * The page of an error kind, as the catalogue describes it (`ERROR_CATALOGUE[kind].screen`): title,
 * message, the status as a big code, and the action. `onRetry`: "Try again" (a connection problem
 * always has one, and runs it when the browser is online again; an unexpected answer of a page's
 * own data offers it too, UX-2).
 */
export function KindErrorPage({
  kind,
  status,
  onRetry,
  onReload = () => window.location.reload(),
}: {
  kind: PageKind;
  status?: number | string | undefined;
  onRetry?: (() => void) | undefined;
  onReload?: () => void;
}) {
  const { t } = useTranslation();
  const { texts, code, action } = ERROR_CATALOGUE[kind].screen;
  // TRUST-17: a connection problem tries again by itself when the browser is online again.
  useEffect(
    () => (action === 'retry' && onRetry ? whenOnlineAgain(onRetry) : undefined),
    [action, onRetry],
  );
  const retry = onRetry && (
    <Button variant="contained" startIcon={<RefreshIcon />} onClick={onRetry}>
      {t('errors.retry')}
    </Button>
  );
  return (
    <ErrorLayout
      // Only an HTTP status is a code users can quote; fetch failure names (`PARSING_ERROR`) are not.
      {...(code && typeof status === 'number' ? { code: String(status) } : {})}
      title={t(`errors.${texts}.title`)}
      message={
        action === 'reload' && onRetry
          ? t('errors.unexpected.retryMessage')
          : t(`errors.${texts}.message`)
      }
    >
      {retry}
      {action === 'reload' && (
        // A round button; Button rather than IconButton keeps the latter out of the first chunk.
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
      )}
      {action !== 'retry' && <Link href="/">{t('errors.backHome')}</Link>}
    </ErrorLayout>
  );
}

/** Error code, title, message and a link back to '/' (ERR-2). */
export function NotFoundPage() {
  return <KindErrorPage kind="notFound" status={404} />;
}

/** The unexpected-error page: title, message, a round button that reloads the page (ERR-5). */
export function UnexpectedErrorPage(props: { status?: number | string; onReload?: () => void }) {
  return <KindErrorPage kind="unexpected" {...props} />;
}

/** A status the page itself decides (an adviser on a team page: 403), as its kind's page. */
export function StatusErrorPage({ status }: { status: 400 | 403 | 405 }) {
  const kind = classifyStatus(status);
  return <KindErrorPage kind={hasPage(kind) ? kind : 'unexpected'} status={status} />;
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
