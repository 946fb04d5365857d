import type { Control, FieldPath } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import type { NieNifDetailsInput } from '@/shared/contract/main/nie-nif';
import { FormTextField } from '@/shared/forms/form-text-field';
import { countryName } from '@/shared/i18n/format';
import { COUNTRIES } from './countries';

export type DetailsControl = Control<NieNifDetailsInput>;

/** A date field's props. */
export const DATE_FIELD = { type: 'date', slotProps: { inputLabel: { shrink: true } } };

/** A text field of the details form, its id derived from its name. */
export function detailField(
  control: DetailsControl,
  name: FieldPath<NieNifDetailsInput>,
  label: string,
  extra: Record<string, unknown> = {},
) {
  return (
    <FormTextField control={control} name={name} id={`nie-${name}`} label={label} {...extra} />
  );
}

/** The countries to choose from, by name in the language (without `exclude`). */
export function countryOptions(language: string, exclude?: string) {
  return COUNTRIES.filter((c) => c !== exclude)
    .map((c) => ({ code: c, name: countryName(c, language) }))
    .sort((a, b) => a.name.localeCompare(b.name, language))
    .map((c) => (
      <MenuItem key={c.code} value={c.code}>
        {c.name}
      </MenuItem>
    ));
}
