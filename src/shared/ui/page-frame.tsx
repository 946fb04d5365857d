import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface Crumb {
  label: string;
  to?: string;
}

/**
 * Page anatomy: breadcrumbs where nested, an `h1` that takes focus after navigation
 * so screen readers announce the page, actions top right, then the content.
 */
export function PageFrame({
  title,
  description,
  subtitle,
  focusKey,
  crumbs = [],
  actions,
  children,
}: {
  title: string;
  /** The page's meta description (public pages: what search engines show), in the UI language. */
  description?: string;
  subtitle?: ReactNode;
  /**
   * What makes this another page, whose `h1` takes the focus: the title unless given. A title that
   * follows the page's data (a wizard's "Licence 2026" once the year is chosen) passes a key that
   * stays, so the change does not take the focus from where the page put it (UX-12).
   */
  focusKey?: string;
  crumbs?: Crumb[];
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const page = focusKey ?? title;
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, [page]);
  useEffect(() => {
    document.title = `${title} · EPR Compliance`;
  }, [title]);
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!description || !meta) return;
    const before = meta.content;
    meta.content = description;
    return () => {
      meta.content = before;
    };
  }, [description]);

  return (
    <Box>
      {crumbs.length > 0 && (
        // A plain trail (what MUI's `Breadcrumbs` renders, without its collapsing of long trails,
        // which no page has): a page without crumbs downloads nothing for it (HOUSE-6).
        <Box component="nav" aria-label={t('breadcrumb')} sx={{ mb: 1 }}>
          <Box
            component="ol"
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              m: 0,
              p: 0,
              listStyle: 'none',
              color: 'text.secondary',
            }}
          >
            {crumbs.map((crumb, index) => (
              <Box component="li" key={crumb.label} sx={{ display: 'flex' }}>
                {index > 0 && (
                  <Box component="span" aria-hidden="true" sx={{ mx: 1 }}>
                    /
                  </Box>
                )}
                {crumb.to ? (
                  <Link component={RouterLink} to={crumb.to} color="inherit">
                    {crumb.label}
                  </Link>
                ) : (
                  <Typography color="text.primary" aria-current="page">
                    {crumb.label}
                  </Typography>
                )}
              </Box>
            ))}
          </Box>
        </Box>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3, alignItems: { sm: 'flex-start' } }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            variant="h1"
            ref={heading}
            tabIndex={-1}
            sx={{ outline: 'none', overflowWrap: 'anywhere' }}
          >
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions && (
          <Stack direction="row" spacing={1}>
            {actions}
          </Stack>
        )}
      </Stack>
      {children}
    </Box>
  );
}
