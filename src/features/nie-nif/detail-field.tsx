import type { Control, FieldPath } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import type { NieNifDetailsInput } from '@/shared/contract/main/nie-nif';
import { FormSelectField } from '@/shared/forms/form-select-field';
import { FormTextField } from '@/shared/forms/form-text-field';
import { countryName } from '@/shared/i18n/format';
import { COUNTRY_CODES } from '@/domain/vocabulary/countries';

export type DetailsControl = Control<NieNifDetailsInput>;

/** A date field's props. */
export const DATE_FIELD = { type: 'date', slotProps: { inputLabel: { shrink: true } } };

/** A text field of the details form, its id derived from its name; a select with `select: true`. */
export function detailField(
  control: DetailsControl,
  name: FieldPath<NieNifDetailsInput>,
  label: string,
  { select, ...extra }: Record<string, unknown> = {},
) {
  const Field = select ? FormSelectField : FormTextField;
  return <Field control={control} name={name} id={`nie-${name}`} label={label} {...extra} />;
}

/**
 * The countries to choose from (where an applicant may have its seat and IDs are issued: every
 * country of the vocabulary), by name in the language (without `exclude`).
 */
export function countryOptions(language: string, exclude?: string) {
  return COUNTRY_CODES.filter((c) => c !== exclude)
    .map((c) => ({ code: c, name: countryName(c, language) }))
    .sort((a, b) => a.name.localeCompare(b.name, language))
    .map((c) => (
      <MenuItem key={c.code} value={c.code}>
        {c.name}
      </MenuItem>
    ));
}
