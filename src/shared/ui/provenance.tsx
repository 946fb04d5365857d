/**
 * RULE-1: a fact's provenance on screen. A fact with a primary basis shows its provision
 * ("VerpackG § 9(1)") with the quote and its English gloss in a fold; a fact without one keeps
 * the "Unconfirmed" mark, with its reason in a fold. The provision's link is given once per page,
 * in the sources note (`provisionsOf`), not on every row.
 */
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { LegalBasis, Mark, ObligationRule } from '@/shared/contract/reference';

export const markOf = (rule: ObligationRule, fact: string): Mark | undefined =>
  rule.marks.find((m) => m.fact === fact);

/** The fact's basis when a primary source verifies it (no mark). */
export const primaryBasisOf = (rule: ObligationRule, fact: string): LegalBasis | undefined =>
  markOf(rule, fact) ? undefined : rule.bases[fact];

/** The act's own short name where it gives one ('Verpackungsgesetz (VerpackG)' -> 'VerpackG'). */
function shortAct(act: string): string {
  const short = /\(([^()\s]+)\)$/.exec(act)?.[1];
  return short ?? act;
}

export const provisionLabel = (basis: LegalBasis) => `${shortAct(basis.act)} ${basis.provision}`;

/**
 * Every verified provision of the rules a page shows, once each (by its label: the first basis
 * citing it gives the link), for the sources note.
 */
export function provisionsOf(rules: readonly ObligationRule[]): LegalBasis[] {
  const seen = new Map<string, LegalBasis>();
  for (const rule of rules) {
    for (const fact of Object.keys(rule.bases)) {
      const basis = primaryBasisOf(rule, fact);
      if (basis && !seen.has(provisionLabel(basis))) seen.set(provisionLabel(basis), basis);
    }
  }
  return [...seen.values()];
}

const foldSx = {
  display: 'inline-block',
  ml: 1,
  // A long act name wraps inside the line, never past it (375 px).
  maxWidth: 'calc(100% - 8px)',
  overflowWrap: 'anywhere',
  verticalAlign: 'baseline',
  '& > summary': {
    cursor: 'pointer',
    typography: 'caption',
    border: 1,
    borderColor: 'divider',
    borderRadius: 4,
    px: 1,
    listStyle: 'none',
  },
  '& > summary::-webkit-details-marker': { display: 'none' },
  '&[open]': { display: 'block', ml: 0, mt: 0.5 },
} as const;

/** "Unconfirmed" beside a fact no primary source confirmed (UX-9: only there), its reason on demand. */
export function UnconfirmedFold({ mark }: { mark: Mark }) {
  const { t } = useTranslation('reference');
  return (
    <Box component="details" sx={foldSx} data-testid="unconfirmed">
      <summary>{t('unconfirmed.mark')}</summary>
      <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
        {t(`unconfirmed.reasons.${mark.reason}`)}
        {mark.note && (
          <>
            {' '}
            <span lang="en">{mark.note}</span>
          </>
        )}
      </Typography>
    </Box>
  );
}

/** The provision a verified fact rests on, with the quote and its gloss on demand. */
export function ProvisionFold({ basis }: { basis: LegalBasis }) {
  const { t } = useTranslation('reference');
  return (
    <Box component="details" sx={foldSx} data-testid="provision">
      <summary>{provisionLabel(basis)}</summary>
      <Box component="blockquote" lang={basis.lang} sx={{ m: 0, mt: 0.5, typography: 'body2' }}>
        {basis.quote}
      </Box>
      <Typography variant="body2" color="text.secondary" lang="en">
        {t('provenance.gloss')}: {basis.gloss}
      </Typography>
    </Box>
  );
}

/** A fact's provenance: its provision when verified, else the "Unconfirmed" mark. */
export function FactProvenance({ rule, fact }: { rule: ObligationRule; fact: string }) {
  const mark = markOf(rule, fact);
  if (mark) return <UnconfirmedFold mark={mark} />;
  const basis = rule.bases[fact];
  return basis ? <ProvisionFold basis={basis} /> : null;
}
