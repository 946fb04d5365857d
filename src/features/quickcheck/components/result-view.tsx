import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useSelector } from 'react-redux';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetReferenceQuery } from '@/shared/api/reference-api';
import type { QuickcheckAnswers } from '@/shared/contract/main/quickcheck';
import { selectPublicFlags } from '@/shared/feature-flags/effective-flags';
import { countryName } from '@/shared/i18n/format';
import { paths } from '@/shared/paths';
import { obligationCount, quickcheckResult } from './quickcheck-result';
import { ResultSummary } from './result-summary';
import { provisionsOf } from '@/shared/ui/provenance';
import { SourcesNote, sourcesOf } from '@/shared/ui/sources-note';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { StreamSection, ruleTextsOf, unconfirmedFacts } from './stream-section';
import { useRuleTexts } from '@/shared/i18n/use-rule-texts';
import { ResultLoading } from './result-loading';

const noPrint = { displayPrint: 'none' } as const;

/** What applies per country and stream, with the offers and the way into the product. */
export function ResultView({
  answers,
  today,
  signedIn,
  onSignUp,
  onApply,
  changeTo,
}: {
  answers: QuickcheckAnswers;
  today: string;
  signedIn: boolean;
  onSignUp: () => void;
  onApply: () => void;
  changeTo: string;
}) {
  const { t, i18n } = useTranslation(['quickcheck', 'common', 'reference']);
  const { data: reference, isError, refetch } = useGetReferenceQuery();
  const flags = useSelector(selectPublicFlags);
  const language = i18n.language;
  // UX-11: the details fold below the table; a row's link unfolds them and moves to its section.
  const [open, setOpen] = useState(false);
  const openDetail = (id: string) => {
    flushSync(() => setOpen(true));
    const heading = document.getElementById(id);
    heading?.scrollIntoView?.({ block: 'start' });
    heading?.focus();
  };

  const result = reference ? quickcheckResult(answers, reference, today) : null;
  // HOUSE-6: the rule texts of the chosen countries (and the EU baseline's where one falls back).
  const texts = useRuleTexts(result?.flatMap((c) => c.streams.map(ruleTextsOf)) ?? []);

  if (isError) {
    return <QueryErrorAlert onRetry={() => refetch()}>{t('result.loadFailed')}</QueryErrorAlert>;
  }
  if (!reference || !result || !texts) return <ResultLoading answers={answers} />;

  const countries = new Intl.ListFormat(language, { type: 'conjunction' }).format(
    answers.countries.map((c) => countryName(c, language)),
  );

  return (
    <Box>
      <Typography variant="h2" sx={{ mb: 1 }}>
        {t('result.heading')}
      </Typography>
      <Typography sx={{ mb: 1 }} data-testid="quickcheck-summary">
        {t('result.summary', { count: obligationCount(result), countries })}
      </Typography>

      <ResultSummary result={result} today={today} onOpen={openDetail} />

      <Card variant="outlined" sx={{ mb: 2, ...noPrint }}>
        <CardContent>
          <Typography sx={{ mb: 2 }}>
            {signedIn ? t('result.applyHelp') : t('result.signUpHelp')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            {signedIn ? (
              <Button variant="contained" onClick={onApply}>
                {t('result.apply')}
              </Button>
            ) : (
              <Button variant="contained" onClick={onSignUp}>
                {t('result.signUp')}
              </Button>
            )}
            <Button variant="outlined" onClick={() => window.print()}>
              {t('result.print')}
            </Button>
            <Button component={RouterLink} to={changeTo}>
              {t('result.change')}
            </Button>
          </Stack>
        </CardContent>
      </Card>

      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('result.orientation')}{' '}
        <Link component={RouterLink} to={paths.disclaimer.href()} underline="always">
          {t('result.disclaimerLink')}
        </Link>
        .
      </Typography>

      <Button
        variant="outlined"
        aria-expanded={open}
        aria-controls="qc-details"
        onClick={() => setOpen(!open)}
        sx={{ mb: 2, ...noPrint }}
      >
        {open ? t('result.hideDetails') : t('result.showDetails')}
      </Button>
      <Box
        id="qc-details"
        data-testid="quickcheck-details"
        sx={{ display: open ? 'block' : 'none', '@media print': { display: 'block' } }}
      >
        {answers.channels.some((c) => c !== 'ownShop') && (
          <Alert severity="info" sx={{ mb: 3 }}>
            <Typography sx={{ fontWeight: 600 }}>{t('notes.heading')}</Typography>
            {answers.channels
              .filter((c) => c !== 'ownShop')
              .map((c) => (
                <Typography key={c} variant="body2" sx={{ mt: 0.5 }}>
                  {t(`notes.${c as 'marketplaces'}`)}
                </Typography>
              ))}
          </Alert>
        )}

        {result.map((country) => (
          <Card
            key={country.country}
            component="article"
            sx={{ mb: 3, breakInside: 'avoid' }}
            aria-labelledby={`qc-${country.country}`}
          >
            <CardContent>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="h3" id={`qc-${country.country}`} sx={{ fontSize: '1.35rem' }}>
                  {countryName(country.country, language)}
                </Typography>
                <Chip
                  size="small"
                  variant="outlined"
                  label={country.established ? t('result.established') : t('result.notEstablished')}
                />
              </Stack>
              {country.streams.map((stream, index) => (
                <Box key={stream.stream}>
                  {index > 0 && <Divider />}
                  <StreamSection
                    country={country.country}
                    result={stream}
                    signedIn={signedIn}
                    flags={flags}
                  />
                </Box>
              ))}
            </CardContent>
          </Card>
        ))}
      </Box>
      <SourcesNote
        reviewed={reference.updated}
        provisions={provisionsOf(
          result.flatMap((c) => c.streams.filter((s) => s.status !== 'none').map((s) => s.rule)),
        )}
        marked={result.some((c) => c.streams.some((s) => unconfirmedFacts(s).any))}
        groups={result.flatMap((country) =>
          country.streams
            .filter((s) => s.status !== 'none')
            .map((s) => ({
              label: `${countryName(country.country, language)} · ${t(`reference:streams.${s.stream}`)}`,
              urls: sourcesOf(s.rule),
            })),
        )}
      />
    </Box>
  );
}
