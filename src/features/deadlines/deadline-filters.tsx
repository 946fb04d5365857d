import { useTranslation } from 'react-i18next';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { STREAMS } from '@/shared/contract/reference';
import { countryName } from '@/shared/i18n/format';

/** The calendar's filters (country, stream), its view (list or month) and "show past". */
export function DeadlineFilters({
  countries,
  country,
  stream,
  view,
  showPast,
  setParam,
}: {
  countries: readonly string[];
  country: string;
  stream: string;
  view: 'list' | 'month';
  showPast: boolean;
  setParam: (name: string, value: string | null) => void;
}) {
  const { t, i18n } = useTranslation(['compliance', 'reference', 'common', 'dashboard']);
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ alignItems: { md: 'center' } }}
        >
          <TextField
            select
            id="deadline-country"
            label={t('compliance:calendar.country')}
            value={country}
            onChange={(e) => setParam('country', e.target.value)}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">{t('compliance:calendar.allCountries')}</MenuItem>
            {countries.map((c) => (
              <MenuItem key={c} value={c}>
                {countryName(c, i18n.language)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            id="deadline-stream"
            label={t('compliance:calendar.stream')}
            value={stream}
            onChange={(e) => setParam('stream', e.target.value)}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">{t('compliance:calendar.allStreams')}</MenuItem>
            {STREAMS.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`reference:streams.${s}`)}
              </MenuItem>
            ))}
          </TextField>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={view}
            onChange={(_e, value: string | null) =>
              value && setParam('view', value === 'list' ? null : value)
            }
            aria-label={t('compliance:calendar.view')}
          >
            <ToggleButton value="list">{t('compliance:calendar.list')}</ToggleButton>
            <ToggleButton value="month">{t('compliance:calendar.month')}</ToggleButton>
          </ToggleButtonGroup>
          {view === 'list' && (
            <FormControlLabel
              control={
                <Switch
                  checked={showPast}
                  onChange={(e) => setParam('past', e.target.checked ? '1' : null)}
                />
              }
              label={t('compliance:calendar.showPast')}
            />
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
