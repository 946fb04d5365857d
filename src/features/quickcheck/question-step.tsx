import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { END_USES, PRODUCER_ROLES, SALES_CHANNELS } from '@/shared/contract/main/markets';
import { SECTION_COUNTRIES, STREAMS } from '@/shared/contract/reference';
import { countryName } from '@/shared/i18n/format';
import {
  HOME_COUNTRIES,
  MARKET_COUNTRIES,
  OTHER_EU_COUNTRIES,
  OUTSIDE_EUROPE,
  asksPackagingEndUse,
  asksProductEndUse,
  type Draft,
  type Question,
} from './quickcheck-draft';

const toggle = <T,>(list: readonly T[], item: T, on: boolean): T[] =>
  on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item);

/** A checkbox with a second line saying what it means. */
function Choice({
  label,
  help,
  checked,
  onChange,
}: {
  label: string;
  help?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <FormControlLabel
      sx={{ alignItems: 'flex-start', mb: 1, mr: 0 }}
      control={
        <Checkbox checked={checked} onChange={(e) => onChange(e.target.checked)} sx={{ mt: -1 }} />
      }
      label={
        <>
          <Typography component="span" sx={{ display: 'block' }}>
            {label}
          </Typography>
          {help && (
            <Typography component="span" variant="body2" color="text.secondary">
              {help}
            </Typography>
          )}
        </>
      }
    />
  );
}

const grid = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
};

/** The controls of one question; the page around it gives the legend, progress and buttons. */
export function QuestionControls({
  question,
  draft,
  onChange,
}: {
  question: Question;
  draft: Draft;
  onChange: (draft: Draft) => void;
}) {
  const { t, i18n } = useTranslation('quickcheck');
  const language = i18n.language;
  const byName = (codes: readonly string[]) =>
    [...codes].sort((a, b) => countryName(a, language).localeCompare(countryName(b, language)));
  const [allCountries, setAllCountries] = useState(() =>
    draft.countries.some((c) => OTHER_EU_COUNTRIES.includes(c)),
  );
  const countryBox = (code: string) => (
    <Choice
      key={code}
      label={countryName(code, language)}
      checked={draft.countries.includes(code)}
      onChange={(on) => onChange({ ...draft, countries: toggle(draft.countries, code, on) })}
    />
  );

  switch (question) {
    case 'countries':
      return (
        <>
          <Box sx={grid}>
            {byName(allCountries ? MARKET_COUNTRIES : SECTION_COUNTRIES).map(countryBox)}
          </Box>
          <Button onClick={() => setAllCountries(!allCountries)} aria-expanded={allCountries}>
            {allCountries ? t('questions.countries.fewer') : t('questions.countries.more')}
          </Button>
        </>
      );
    case 'products':
      return (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {STREAMS.map((stream) => (
            <Choice
              key={stream}
              label={t(`streams.${stream}.label`)}
              help={t(`streams.${stream}.help`)}
              checked={draft.streams.includes(stream)}
              onChange={(on) => onChange({ ...draft, streams: toggle(draft.streams, stream, on) })}
            />
          ))}
        </Box>
      );
    case 'endUse':
      return (
        <>
          {asksPackagingEndUse(draft.streams) && (
            <OneOf
              name="packagingEndUse"
              legend={t('questions.endUse.packaging')}
              help={t('questions.endUse.packagingHelp')}
              value={draft.packagingEndUse}
              options={END_USES.map((u) => [u, t(`endUses.packaging.${u}`)])}
              onChange={(value) => onChange({ ...draft, packagingEndUse: value })}
            />
          )}
          {asksProductEndUse(draft.streams) && (
            <OneOf
              name="productEndUse"
              legend={t('questions.endUse.products')}
              help={t('questions.endUse.productsHelp')}
              value={draft.productEndUse}
              options={END_USES.map((u) => [u, t(`endUses.products.${u}`)])}
              onChange={(value) => onChange({ ...draft, productEndUse: value })}
            />
          )}
          <OneOf
            name="role"
            legend={t('questions.endUse.role')}
            help={t('questions.endUse.roleHelp')}
            value={draft.role}
            options={PRODUCER_ROLES.map((r) => [r, t(`roles.${r}`)])}
            onChange={(value) => onChange({ ...draft, role: value })}
          />
        </>
      );
    case 'channels':
      return (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
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
      );
    case 'establishment': {
      const others = byName(draft.countries.filter((c) => c !== draft.homeCountry));
      return (
        <>
          <TextField
            select
            id="quickcheck-home"
            label={t('questions.establishment.home')}
            helperText={t('questions.establishment.homeHelp')}
            value={draft.homeCountry ?? ''}
            onChange={(e) => onChange({ ...draft, homeCountry: e.target.value || null })}
            sx={{ minWidth: 260, mb: 3 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="" disabled>
              {t('questions.establishment.choose')}
            </MenuItem>
            <MenuItem value={OUTSIDE_EUROPE}>{t('questions.establishment.outsideEurope')}</MenuItem>
            {byName(HOME_COUNTRIES).map((code) => (
              <MenuItem key={code} value={code}>
                {countryName(code, language)}
              </MenuItem>
            ))}
          </TextField>
          {others.length > 0 ? (
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" sx={{ mb: 1 }}>
                {t('questions.establishment.branches')}
              </Typography>
              <Box sx={grid}>
                {others.map((code) => (
                  <Choice
                    key={code}
                    label={countryName(code, language)}
                    checked={draft.establishments.includes(code)}
                    onChange={(on) =>
                      onChange({
                        ...draft,
                        establishments: toggle(draft.establishments, code, on),
                      })
                    }
                  />
                ))}
              </Box>
            </Box>
          ) : (
            <Typography color="text.secondary">
              {t('questions.establishment.noOtherCountries')}
            </Typography>
          )}
        </>
      );
    }
  }
}

/** One answer out of a few, as a radio group with its own legend. */
function OneOf<T extends string>({
  name,
  legend,
  help,
  value,
  options,
  onChange,
}: {
  name: string;
  legend: string;
  help: string;
  value: T | null;
  options: [T, string][];
  onChange: (value: T) => void;
}) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 3 }}>
      <Typography component="legend" sx={{ fontWeight: 600 }}>
        {legend}
      </Typography>
      <Typography variant="body2" color="text.secondary" id={`${name}-help`}>
        {help}
      </Typography>
      <RadioGroup
        name={name}
        aria-describedby={`${name}-help`}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value as T)}
      >
        {options.map(([option, label]) => (
          <FormControlLabel key={option} value={option} control={<Radio />} label={label} />
        ))}
      </RadioGroup>
    </Box>
  );
}
