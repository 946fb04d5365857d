import { useTranslation } from 'react-i18next';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { STREAMS } from '@/shared/contract/reference';
import { FilterSelect } from '@/shared/forms/filter-select';
import { PlainSwitch } from './plain-switch';
import { prefetchProps } from '@/shared/ui/lazy-part';
import { countryName } from '@/shared/i18n/format';

/** The calendar's filters (country, stream), its view (list or month) and "show past". */
export function DeadlineFilters({
  countries,
  country,
  stream,
  view,
  showPast,
  setParam,
  prefetchMonth,
}: {
  countries: readonly string[];
  country: string;
  stream: string;
  view: 'list' | 'month';
  showPast: boolean;
  setParam: (name: string, value: string | null) => void;
  /** Starts the month view's download (a chunk of its own) when "Month" is about to be chosen. */
  prefetchMonth: () => void;
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
          <FilterSelect
            id="deadline-country"
            label={t('compliance:calendar.country')}
            value={country}
            onChange={(value) => setParam('country', value)}
            sx={{ minWidth: 200 }}
          >
            <option value="">{t('compliance:calendar.allCountries')}</option>
            {countries.map((c) => (
              <option key={c} value={c}>
                {countryName(c, i18n.language)}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect
            id="deadline-stream"
            label={t('compliance:calendar.stream')}
            value={stream}
            onChange={(value) => setParam('stream', value)}
            sx={{ minWidth: 200 }}
          >
            <option value="">{t('compliance:calendar.allStreams')}</option>
            {STREAMS.map((s) => (
              <option key={s} value={s}>
                {t(`reference:streams.${s}`)}
              </option>
            ))}
          </FilterSelect>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={view}
            onChange={(_e, value: string | null) =>
              value && setParam('view', value === 'list' ? null : value)
            }
            aria-label={t('compliance:calendar.view')}
            // On the group: its buttons handle their own focus (roving tab index).
            {...prefetchProps(prefetchMonth)}
          >
            <ToggleButton value="list">{t('compliance:calendar.list')}</ToggleButton>
            <ToggleButton value="month">{t('compliance:calendar.month')}</ToggleButton>
          </ToggleButtonGroup>
          {view === 'list' && (
            <PlainSwitch
              label={t('compliance:calendar.showPast')}
              checked={showPast}
              onChange={(checked) => setParam('past', checked ? '1' : null)}
            />
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
