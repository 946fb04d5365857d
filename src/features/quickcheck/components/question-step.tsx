import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { END_USES, PRODUCER_ROLES, SALES_CHANNELS } from '@/shared/contract/main/markets';
import { SECTION_COUNTRIES, STREAMS } from '@/shared/contract/reference';
import { countryName } from '@/shared/i18n/format';
import { Choice, OneOf, QuestionGroup, toggle } from './question-parts';
import {
  HOME_COUNTRIES,
  MARKET_COUNTRIES,
  OTHER_EU_COUNTRIES,
  OUTSIDE_EUROPE,
  asksPackagingEndUse,
  asksProductEndUse,
  type Draft,
  type Question,
  type QuestionStep,
} from './quickcheck-draft';

interface StepProps {
  draft: Draft;
  /** The questions left unanswered when the visitor went on: each says so where it is. */
  errors: readonly Question[];
  onChange: (draft: Draft) => void;
}

const grid = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
};
const twoColumns = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

const useByName = () => {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return (codes: readonly string[]) =>
    [...codes].sort((a, b) => countryName(a, language).localeCompare(countryName(b, language)));
};

/** The questions of one step; the page around them gives the heading, progress and buttons. */
export function StepQuestions({ step, ...props }: StepProps & { step: QuestionStep }) {
  return step === 'where' ? <WhereQuestions {...props} /> : <WhatQuestions {...props} />;
}

/** Step 1: the markets, then the head office (empty until chosen, RULE-3) and any branches. */
function WhereQuestions({ draft, errors, onChange }: StepProps) {
  const { t, i18n } = useTranslation('quickcheck');
  const language = i18n.language;
  const byName = useByName();
  const [allCountries, setAllCountries] = useState(() =>
    draft.countries.some((c) => OTHER_EU_COUNTRIES.includes(c)),
  );
  const others = byName(draft.countries.filter((c) => c !== draft.homeCountry));

  return (
    <>
      <QuestionGroup
        question="countries"
        legend={t('questions.countries.legend')}
        help={t('questions.countries.help')}
        error={errors.includes('countries')}
      >
        <Box sx={grid}>
          {byName(allCountries ? MARKET_COUNTRIES : SECTION_COUNTRIES).map((code) => (
            <Choice
              key={code}
              label={countryName(code, language)}
              checked={draft.countries.includes(code)}
              onChange={(on) =>
                onChange({ ...draft, countries: toggle(draft.countries, code, on) })
              }
            />
          ))}
        </Box>
        <Button onClick={() => setAllCountries(!allCountries)} aria-expanded={allCountries}>
          {allCountries ? t('questions.countries.fewer') : t('questions.countries.more')}
        </Button>
      </QuestionGroup>
      <QuestionGroup
        question="home"
        legend={t('questions.establishment.legend')}
        help={t('questions.establishment.help')}
        error={errors.includes('home')}
      >
        {/* A native select (HOUSE-6): the phone's own picker; no MUI TextField, which brings
            MUI's select, menu, popover and modal onto the quickcheck's navigation (13 KB gzip). */}
        <FormControl
          error={errors.includes('home')}
          sx={{ minWidth: 260, maxWidth: '100%', mt: 2 }}
        >
          <InputLabel htmlFor="quickcheck-head-office" shrink>
            {t('questions.establishment.home')}
          </InputLabel>
          <NativeSelect
            id="quickcheck-head-office"
            value={draft.homeCountry ?? ''}
            onChange={(e) => onChange({ ...draft, homeCountry: e.target.value || null })}
            input={<OutlinedInput notched label={t('questions.establishment.home')} />}
            inputProps={{ 'aria-describedby': 'quickcheck-head-office-help' }}
          >
            <option value="" disabled>
              {t('questions.establishment.choose')}
            </option>
            <option value={OUTSIDE_EUROPE}>{t('questions.establishment.outsideEurope')}</option>
            {byName(HOME_COUNTRIES).map((code) => (
              <option key={code} value={code}>
                {countryName(code, language)}
              </option>
            ))}
          </NativeSelect>
          <FormHelperText id="quickcheck-head-office-help">
            {t('questions.establishment.homeHelp')}
          </FormHelperText>
        </FormControl>
      </QuestionGroup>
      {/* Branches matter only where sold to, besides the head office: asked once that is known. */}
      {draft.homeCountry !== null && others.length > 0 && (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 3, minWidth: 0 }}>
          <Typography component="legend" sx={{ mb: 1, p: 0 }}>
            {t('questions.establishment.branches')}
          </Typography>
          <Box sx={grid}>
            {others.map((code) => (
              <Choice
                key={code}
                label={countryName(code, language)}
                checked={draft.establishments.includes(code)}
                onChange={(on) =>
                  onChange({ ...draft, establishments: toggle(draft.establishments, code, on) })
                }
              />
            ))}
          </Box>
        </Box>
      )}
    </>
  );
}

/**
 * Step 2: the products, each chosen kind's end-use question right under it (only for the kinds
 * chosen, RULE-3), the role and the channels.
 */
function WhatQuestions({ draft, errors, onChange }: StepProps) {
  const { t } = useTranslation('quickcheck');
  const packaging = asksPackagingEndUse(draft.streams);
  const products = asksProductEndUse(draft.streams);
  // The law's general point about end uses, said once, with the first end-use question shown.
  const withGeneral = (help: string, first: boolean) =>
    first ? `${help} ${t('questions.endUse.help')}` : help;
  const lastProduct = STREAMS.filter((s) => s !== 'packaging').at(-1);

  return (
    <>
      <QuestionGroup
        question="products"
        legend={t('questions.products.legend')}
        help={t('questions.products.help')}
        error={errors.includes('products')}
      >
        {STREAMS.map((stream) => (
          <Box key={stream} sx={{ display: 'flex', flexDirection: 'column' }}>
            <Choice
              label={t(`streams.${stream}.label`)}
              help={t(`streams.${stream}.help`)}
              checked={draft.streams.includes(stream)}
              onChange={(on) => onChange({ ...draft, streams: toggle(draft.streams, stream, on) })}
            />
            {stream === 'packaging' && packaging && (
              <Box sx={{ pl: { xs: 2, sm: 4 } }}>
                <OneOf
                  question="packagingEndUse"
                  legend={t('questions.endUse.packaging')}
                  help={withGeneral(t('questions.endUse.packagingHelp'), true)}
                  value={draft.packagingEndUse}
                  options={END_USES.map((u) => [u, t(`endUses.packaging.${u}`)])}
                  error={errors.includes('packagingEndUse')}
                  onChange={(value) => onChange({ ...draft, packagingEndUse: value })}
                />
              </Box>
            )}
            {/* One answer covers equipment, batteries and textiles: asked below the three. */}
            {stream === lastProduct && products && (
              <Box sx={{ pl: { xs: 2, sm: 4 } }}>
                <OneOf
                  question="productEndUse"
                  legend={t('questions.endUse.products')}
                  help={withGeneral(t('questions.endUse.productsHelp'), !packaging)}
                  value={draft.productEndUse}
                  options={END_USES.map((u) => [u, t(`endUses.products.${u}`)])}
                  error={errors.includes('productEndUse')}
                  onChange={(value) => onChange({ ...draft, productEndUse: value })}
                />
              </Box>
            )}
          </Box>
        ))}
      </QuestionGroup>
      <OneOf
        question="role"
        legend={t('questions.endUse.role')}
        help={t('questions.endUse.roleHelp')}
        value={draft.role}
        options={PRODUCER_ROLES.map((r) => [r, t(`roles.${r}`)])}
        error={errors.includes('role')}
        onChange={(value) => onChange({ ...draft, role: value })}
      />
      <QuestionGroup
        question="channels"
        legend={t('questions.channels.legend')}
        help={t('questions.channels.help')}
        error={errors.includes('channels')}
      >
        <Box sx={twoColumns}>
          {SALES_CHANNELS.map((channel) => (
            <Choice
              key={channel}
              label={t(`channels.${channel}.label`)}
              help={t(`channels.${channel}.help`)}
              checked={draft.channels.includes(channel)}
              onChange={(on) =>
                onChange({ ...draft, channels: toggle(draft.channels, channel, on) })
              }
            />
          ))}
        </Box>
      </QuestionGroup>
    </>
  );
}
