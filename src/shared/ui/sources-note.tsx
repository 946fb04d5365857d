import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { LegalBasis, ObligationRule } from '@/shared/contract/reference';
import { provisionLabel } from './provenance';
import { formatDate } from '@/shared/i18n/format';

/** Every source a rule names: its own, its deadlines', duties' and representative conditions'. */
export function sourcesOf(rule: ObligationRule): string[] {
  return unique([
    ...rule.sources,
    ...rule.deadlines.map((d) => d.source),
    ...(rule.duties ?? []).map((d) => d.source),
    ...(rule.representativeWhen ?? []).map((c) => c.source),
  ]);
}

const unique = (urls: readonly (string | null)[]) => [
  ...new Set(urls.filter((url): url is string => Boolean(url))),
];

/** A source's address, short enough to read: host and path, without the scheme. */
function shortUrl(url: string): string {
  try {
    const { host, pathname, search } = new URL(url);
    return `${host}${pathname === '/' ? '' : pathname}${search}`;
  } catch {
    return url;
  }
}

/**
 * A fact no official source confirmed yet (UX-9): a short mark beside it; the page's sources
 * note says once what it means.
 */
export function UnconfirmedMark() {
  const { t } = useTranslation('reference');
  return (
    <Chip
      size="small"
      variant="outlined"
      label={t('unconfirmed.mark')}
      sx={{ ml: 1, verticalAlign: 'baseline' }}
    />
  );
}

/**
 * The sources of a page's legal facts, once, at its end (UX-9): one list of links per group
 * (a country and stream; no label when the page shows one), the date the reference data was last
 * reviewed, and what the "unconfirmed" mark means when the page shows one.
 */
export function SourcesNote({
  groups,
  provisions = [],
  reviewed,
  marked,
}: {
  groups: { label?: string; urls: readonly string[] }[];
  /** RULE-1: the provisions the page's verified facts rest on, each linked here once. */
  provisions?: readonly LegalBasis[];
  /**
   * ISO date of the reference data's last review, or (`of: 'rule'`, EU-5) of the page's one rule's
   * last check against its sources.
   */
  reviewed: string | { of: 'rule'; date: string };
  /** Whether the page marks a fact unconfirmed. */
  marked: boolean;
}) {
  const { t, i18n } = useTranslation('reference');
  const headingId = useId();
  const shown = groups.filter((group) => group.urls.length > 0);
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-testid="sources-note"
      sx={{ mt: 4, pt: 2, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography id={headingId} component="h2" variant="h3" sx={{ fontSize: '1rem', mb: 1 }}>
        {t('sourcesNote.heading')}
      </Typography>
      {provisions.length > 0 && (
        <Box sx={{ mb: 1 }} data-testid="provisions">
          <Typography variant="body2" component="h3" sx={{ fontWeight: 600 }}>
            {t('provenance.heading')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3, typography: 'body2', overflowWrap: 'anywhere' }}>
            {provisions.map((basis) => (
              <li key={provisionLabel(basis)}>
                {/* Text follows the link in the line: underlined, not told apart by colour alone. */}
                <Link href={basis.url} target="_blank" rel="noopener noreferrer" underline="always">
                  {provisionLabel(basis)}
                </Link>
                {!provisionLabel(basis).startsWith(basis.act) && ` (${basis.act})`}
                {basis.readAt && ` · ${t('provenance.readAt', { host: shortUrl(basis.readAt) })}`}
              </li>
            ))}
          </Box>
        </Box>
      )}
      {shown.length === 0 && provisions.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('sourcesNote.none')}
        </Typography>
      )}
      {shown.map((group) => (
        <Box key={group.label ?? ''} sx={{ mb: 1 }}>
          {group.label && (
            <Typography variant="body2" component="h3" sx={{ fontWeight: 600 }}>
              {group.label}
            </Typography>
          )}
          <Box component="ol" sx={{ m: 0, pl: 3, typography: 'body2' }}>
            {group.urls.map((url) => (
              <li key={url}>
                <Link
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {shortUrl(url)}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      ))}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {typeof reviewed === 'string'
          ? t('sourcesNote.reviewed', { date: formatDate(reviewed, i18n.language) })
          : t('sourcesNote.checked', { date: formatDate(reviewed.date, i18n.language) })}
        {marked && ` ${t('unconfirmed.explained', { mark: t('unconfirmed.mark') })}`}
      </Typography>
    </Box>
  );
}
