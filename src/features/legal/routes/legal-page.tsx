import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { config, isPreviewEnvironment } from '@/shared/config/config';
import { formatDate } from '@/shared/i18n/format';
import { useRouteHandle } from '@/shared/lib/route-handle';
import { PageFrame } from '@/shared/ui/page-frame';

const DOCUMENTS = ['privacy', 'disclaimer', 'imprint', 'terms'] as const;
type Document = (typeof DOCUMENTS)[number];
/** A section of a legal text: a heading, then paragraphs (`p1`...) and lists (`list`), in order. */
type Section = { heading: string } & Record<string, string | Record<string, string>>;

/**
 * The privacy policy, the disclaimer, the imprint and the terms, whole, from the `legal` namespace: last-updated date,
 * the template notice (demo and development deployments only), a table of contents whose anchors are the sections' ids, print-friendly.
 */
export function Component() {
  const { t, i18n } = useTranslation('legal');
  const { publicPage } = useRouteHandle();
  const document: Document = (DOCUMENTS as readonly unknown[]).includes(publicPage)
    ? (publicPage as Document)
    : 'privacy';
  const { hash } = useLocation();
  // A footer link names a section (`/terms#terms-account`): the router does not scroll to it.
  useEffect(() => {
    const target = hash ? window.document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    target?.scrollIntoView?.();
    target?.focus({ preventScroll: true });
  }, [hash]);
  const sections = t(`${document}.sections`, { returnObjects: true }) as unknown as Record<
    string,
    Section
  >;
  const anchor = (id: string) => `${document}-${id}`;

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <PageFrame
        title={t(`${document}.title`)}
        description={t(`${document}.description`)}
        actions={
          <Button variant="outlined" onClick={() => window.print()} sx={{ displayPrint: 'none' }}>
            {t('common.print')}
          </Button>
        }
      >
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t(`${document}.updatedLabel`, {
            date: formatDate(t(`${document}.updated`), i18n.language),
          })}
        </Typography>
        {/* UX-9: a note for whoever deploys this, never for the public of a production build. */}
        {isPreviewEnvironment(config) && (
          <Alert severity="warning" sx={{ mb: 3 }}>
            {t(`${document}.templateNotice`)}
          </Alert>
        )}
        <Paper
          component="nav"
          variant="outlined"
          aria-labelledby={`${document}-toc`}
          sx={{ p: 2, mb: 4 }}
        >
          <Typography variant="h2" id={`${document}-toc`} sx={{ fontSize: '1.1rem', mb: 1 }}>
            {t(`${document}.tocHeading`)}
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 3 }}>
            {Object.entries(sections).map(([id, section]) => (
              <li key={id}>
                <Link href={`#${anchor(id)}`}>{section.heading}</Link>
              </li>
            ))}
          </Box>
        </Paper>
        {Object.entries(sections).map(([id, section]) => (
          <Box
            component="section"
            key={id}
            aria-labelledby={anchor(id)}
            sx={{ mb: 4, scrollMarginTop: 16 }}
          >
            <Typography
              variant="h2"
              id={anchor(id)}
              tabIndex={-1}
              sx={{ fontSize: '1.35rem', mb: 1.5, scrollMarginTop: 16 }}
            >
              {section.heading}
            </Typography>
            {Object.entries(section).map(([key, part]) =>
              key === 'heading' ? null : typeof part === 'string' ? (
                <Typography key={key} sx={{ mb: 1.5 }}>
                  {part}
                </Typography>
              ) : (
                <Box component="ul" key={key} sx={{ mt: 0, mb: 1.5, pl: 3 }}>
                  {Object.entries(part).map(([item, text]) => (
                    <Typography component="li" key={item} sx={{ mb: 0.75 }}>
                      {text}
                    </Typography>
                  ))}
                </Box>
              ),
            )}
            <Link href={`#${document}-toc`} variant="body2" sx={{ displayPrint: 'none' }}>
              {t('common.backToTop')}
            </Link>
          </Box>
        ))}
      </PageFrame>
    </Container>
  );
}
