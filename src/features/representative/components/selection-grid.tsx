import { useTranslation } from 'react-i18next';
import { useController, type Control } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Grid from '@mui/material/Grid';
import type { RepresentationOption } from '@/domain/representation-options';
import type {
  RepresentationOrderInput,
  RepresentationSelection,
} from '@/shared/contract/main/representation';
import type { Stream } from '@/shared/contract/reference';
import { countryName } from '@/shared/i18n/format';
import { streamName } from '@/shared/i18n/stream-name';

const toggle = (
  selections: readonly RepresentationSelection[],
  country: string,
  stream: Stream,
  on: boolean,
): RepresentationSelection[] => {
  const current = selections.find((s) => s.country === country)?.streams ?? [];
  const streams = on ? [...new Set([...current, stream])] : current.filter((s) => s !== stream);
  const others = selections.filter((s) => s.country !== country);
  return streams.length ? [...others, { country, streams }] : others;
};

/** The countries and streams on offer, one group per country, the required ones marked. */
export function SelectionGrid({
  control,
  options,
}: {
  control: Control<RepresentationOrderInput, unknown, unknown>;
  options: readonly RepresentationOption[];
}) {
  const { t, i18n } = useTranslation(['services']);
  const { field, fieldState } = useController({ control, name: 'selections' });
  const selections = (field.value ?? []) as RepresentationSelection[];
  const countries = [...new Set(options.map((o) => o.country))].sort((a, b) =>
    countryName(a, i18n.language).localeCompare(countryName(b, i18n.language), i18n.language),
  );
  return (
    <FormControl component="fieldset" error={Boolean(fieldState.error)} sx={{ width: '100%' }}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {t('representative.order.choose')}
      </FormLabel>
      <Grid container spacing={2}>
        {countries.map((country, index) => (
          <Grid key={country} size={{ xs: 12, sm: 6 }}>
            <FormControl component="fieldset">
              <FormLabel component="legend">{countryName(country, i18n.language)}</FormLabel>
              {/* FormGroup's column from the layout's Stack (HOUSE-6: 0.5 KB less). */}
              <Stack>
                {options
                  .filter((o) => o.country === country)
                  .map((option, i) => (
                    <FormControlLabel
                      key={option.stream}
                      label={`${streamName(t, option.stream)}${option.required ? ` (${t('representative.order.required')})` : ''}`}
                      control={
                        <Checkbox
                          slotProps={{
                            input: { ref: index === 0 && i === 0 ? field.ref : undefined },
                          }}
                          checked={Boolean(
                            selections
                              .find((s) => s.country === country)
                              ?.streams.includes(option.stream),
                          )}
                          onBlur={field.onBlur}
                          onChange={(event) =>
                            field.onChange(
                              toggle(selections, country, option.stream, event.target.checked),
                            )
                          }
                        />
                      }
                    />
                  ))}
              </Stack>
            </FormControl>
          </Grid>
        ))}
      </Grid>
      <FormHelperText>
        {fieldState.error
          ? t('representative.order.chooseRequired')
          : t('representative.order.chooseHelp')}
      </FormHelperText>
    </FormControl>
  );
}
