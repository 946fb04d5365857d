import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import FilterListIcon from '@mui/icons-material/FilterList';
import { NativeSelectField } from '@/shared/forms/native-select-field';

export interface FilterChoice {
  value: string;
  label: string;
}

/**
 * The documents' filters (and, on a phone, their sort). On a phone they fold behind one "Filter"
 * button that counts the filters in use (UX-15: five selects filled a phone's first screen); wider,
 * they are always shown.
 */
export function DocumentFilters({
  narrow,
  filters,
  sort,
  onChange,
}: {
  narrow: boolean;
  filters: readonly { name: string; label: string; value: string; choices: FilterChoice[] }[];
  sort: { label: string; value: string; choices: FilterChoice[] };
  onChange: (name: string, value: string) => void;
}) {
  const { t } = useTranslation('documents');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const inUse = filters.filter((f) => f.value).length;

  const select = (
    name: string,
    label: string,
    value: string,
    choices: FilterChoice[],
    all = true,
  ) => (
    <NativeSelectField
      key={name}
      id={`documents-${name}`}
      label={label}
      value={value}
      onChange={(next) => onChange(name, next)}
      sx={{ minWidth: 160 }}
    >
      {all && <option value="">{t('filters.all')}</option>}
      {choices.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </NativeSelectField>
  );

  const panel = (
    <Card sx={{ mb: 2 }} id={panelId}>
      <CardContent>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
        >
          {filters.map((f) => select(f.name, f.label, f.value, f.choices))}
          {narrow && select('sort', sort.label, sort.value, sort.choices, false)}
        </Stack>
      </CardContent>
    </Card>
  );

  if (!narrow) return panel;
  return (
    <>
      <Button
        variant="outlined"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={panelId}
        startIcon={<FilterListIcon />}
        sx={{ mb: 2 }}
      >
        {inUse ? t('filterButtonInUse', { count: inUse }) : t('filterButton')}
      </Button>
      {open && panel}
    </>
  );
}
