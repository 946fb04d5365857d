import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { SubmitError } from '@/shared/forms/submit-error';
import { END_USES, PRODUCER_ROLES } from '@/shared/contract/main/markets';
import { STREAMS, type Stream } from '@/shared/contract/reference';
import { countryName } from '@/shared/i18n/format';
import { showToast } from '@/shared/ui/toast';
import { usePutMarketsMutation } from '../api/dashboard-api';
import { COUNTRY_CHOICES, newMarketSince, sizeInput, type Draft } from './markets-draft';
import { MarketSizeFields, sizeProblem } from './market-size-fields';

export function MarketsForm({
  companyId,
  initial,
  prefilledFromQuickcheck,
  onClose,
}: {
  companyId: string;
  initial: Draft;
  prefilledFromQuickcheck: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['compliance', 'reference']);
  const [draft, setDraft] = useState(initial);
  const [adding, setAdding] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [putMarkets, { isLoading, error, reset }] = usePutMarketsMutation();
  const name = (code: string) => countryName(code, i18n.language);
  const choices = COUNTRY_CHOICES.filter((c) => !draft.markets.some((m) => m.country === c));
  const problemOf = (m: Draft['markets'][number]) =>
    m.streams.length === 0 ? 'streams' : !m.since ? 'since' : sizeProblem(m.size);
  const incomplete = draft.markets.filter((m) => problemOf(m));

  const update = (country: string, change: (streams: Stream[]) => Stream[]) =>
    setDraft((d) => ({
      ...d,
      markets: d.markets.map((m) =>
        m.country === country ? { ...m, streams: change(m.streams) } : m,
      ),
    }));
  const setMarket = (country: string, change: Partial<Draft['markets'][number]>) =>
    setDraft((d) => ({
      ...d,
      markets: d.markets.map((m) => (m.country === country ? { ...m, ...change } : m)),
    }));
  const toggleEstablishment = (country: string, on: boolean) =>
    setDraft((d) => ({
      ...d,
      establishments: on
        ? [...d.establishments, country]
        : d.establishments.filter((c) => c !== country),
    }));

  const save = async () => {
    setSubmitted(true);
    reset();
    if (incomplete.length > 0) {
      const first = incomplete[0]!;
      document.getElementById(`market-${first.country}-${problemOf(first)}`)?.focus();
      return;
    }
    const result = await putMarkets({
      companyId,
      input: {
        facts: draft.facts,
        establishments: draft.establishments.filter((c) =>
          draft.markets.some((m) => m.country === c),
        ),
        markets: draft.markets.map(({ size, ...market }) => ({
          ...market,
          ...(sizeInput(size) ? { size: sizeInput(size) } : {}),
        })),
      },
    });
    if ('data' in result) {
      void showToast(t('compliance:markets.saved'), 'success');
      onClose();
    }
  };

  return (
    <>
      <DialogContent dividers>
        <Stack spacing={3}>
          {prefilledFromQuickcheck && (
            <Alert severity="info">{t('compliance:markets.fromQuickcheck')}</Alert>
          )}
          {(
            [
              ['packagingEndUse', END_USES, 'endUses.packaging', 'packaging'],
              ['weeeEndUse', END_USES, 'endUses.products', 'weee'],
              ['batteriesEndUse', END_USES, 'endUses.products', 'batteries'],
              ['textilesEndUse', END_USES, 'endUses.products', 'textiles'],
              ['role', PRODUCER_ROLES, 'roles', null],
            ] as const
          )
            // One end use per stream, asked only where some market sells it (RULE-2).
            .filter(
              ([, , , stream]) => !stream || draft.markets.some((m) => m.streams.includes(stream)),
            )
            .map(([field, options, keys]) => (
              <FormControl key={field}>
                <FormLabel id={`markets-${field}`}>
                  {t(`compliance:markets.facts.${field}`)}
                </FormLabel>
                <RadioGroup
                  aria-labelledby={`markets-${field}`}
                  value={draft.facts[field]}
                  onChange={(e) =>
                    setDraft((d) => ({ ...d, facts: { ...d.facts, [field]: e.target.value } }))
                  }
                >
                  {options.map((option) => (
                    <FormControlLabel
                      key={option}
                      value={option}
                      control={<Radio />}
                      label={t(
                        `compliance:markets.${keys}.${option}` as 'compliance:markets.roles.importer',
                      )}
                    />
                  ))}
                </RadioGroup>
              </FormControl>
            ))}

          <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {draft.markets.length === 0 && (
              <Typography color="text.secondary">{t('compliance:markets.none')}</Typography>
            )}
            {draft.markets.map((market) => {
              const missing = submitted && market.streams.length === 0;
              return (
                <Paper component="li" variant="outlined" key={market.country} sx={{ p: 2 }}>
                  <Stack
                    direction="row"
                    sx={{ alignItems: 'center', justifyContent: 'space-between' }}
                  >
                    <Typography variant="h3" component="h3">
                      {name(market.country)}
                    </Typography>
                    <IconButton
                      aria-label={t('compliance:markets.remove', { country: name(market.country) })}
                      onClick={() =>
                        setDraft((d) => ({
                          ...d,
                          markets: d.markets.filter((m) => m.country !== market.country),
                        }))
                      }
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Stack>
                  <FormControl error={missing} component="fieldset" variant="standard">
                    <FormLabel component="legend" sx={{ typography: 'body2' }}>
                      {t('compliance:markets.streams', { country: name(market.country) })}
                    </FormLabel>
                    <FormGroup row id={`market-${market.country}-streams`} tabIndex={-1}>
                      {STREAMS.map((stream) => (
                        <FormControlLabel
                          key={stream}
                          control={
                            <Checkbox
                              checked={market.streams.includes(stream)}
                              onChange={(e) =>
                                update(market.country, (list) =>
                                  e.target.checked
                                    ? [...list, stream]
                                    : list.filter((s) => s !== stream),
                                )
                              }
                            />
                          }
                          label={t(`reference:streams.${stream}`)}
                        />
                      ))}
                    </FormGroup>
                    {missing && (
                      <FormHelperText>{t('compliance:markets.streamsRequired')}</FormHelperText>
                    )}
                  </FormControl>
                  <TextField
                    type="date"
                    size="small"
                    id={`market-${market.country}-since`}
                    label={t('compliance:markets.since', { country: name(market.country) })}
                    value={market.since}
                    onChange={(e) => setMarket(market.country, { since: e.target.value })}
                    error={submitted && !market.since}
                    helperText={
                      submitted && !market.since
                        ? t('compliance:markets.sinceRequired')
                        : t('compliance:markets.sinceHelp')
                    }
                    slotProps={{ inputLabel: { shrink: true } }}
                    sx={{ mt: 1, mb: 1, maxWidth: 320, display: 'flex' }}
                  />
                  <MarketSizeFields
                    market={market}
                    submitted={submitted}
                    onChange={(size) => setMarket(market.country, { size })}
                  />
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={draft.establishments.includes(market.country)}
                        onChange={(e) => toggleEstablishment(market.country, e.target.checked)}
                      />
                    }
                    label={t('compliance:markets.established', { country: name(market.country) })}
                  />
                </Paper>
              );
            })}
          </Stack>

          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: 'flex-start' }}
          >
            <TextField
              select
              id="markets-add-country"
              label={t('compliance:markets.addCountry')}
              value={adding}
              onChange={(e) => setAdding(e.target.value)}
              sx={{ minWidth: 240 }}
              helperText={t('compliance:markets.addHelp')}
            >
              {choices.map((code) => (
                <MenuItem key={code} value={code}>
                  {name(code)}
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="outlined"
              disabled={!adding}
              sx={{ mt: 1 }}
              onClick={() => {
                setDraft((d) => ({
                  ...d,
                  markets: [
                    ...d.markets,
                    { country: adding, streams: ['packaging'], since: newMarketSince() },
                  ],
                }));
                setAdding('');
              }}
            >
              {t('compliance:markets.add')}
            </Button>
          </Stack>
          <SubmitError error={error} onRetry={() => void save()} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('compliance:markets.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={isLoading}
          aria-busy={isLoading}
        >
          {isLoading ? t('compliance:markets.saving') : t('compliance:markets.save')}
        </Button>
      </DialogActions>
    </>
  );
}
