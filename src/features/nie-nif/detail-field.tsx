import type { Control, FieldPath } from 'react-hook-form';
import type { NieNifDetailsInput } from '@/shared/contract/main/nie-nif';
import { FormNativeSelectField, type NativeOption } from '@/shared/forms/form-native-select-field';
import { FormTextField } from '@/shared/forms/form-text-field';
import { countryName } from '@/shared/i18n/format';
import { COUNTRY_CODES } from '@/domain/vocabulary/countries';

export type DetailsControl = Control<NieNifDetailsInput>;

/** A date field's props. */
export const DATE_FIELD = { type: 'date', slotProps: { inputLabel: { shrink: true } } };

/**
 * A text field of the details form, its id derived from its name; with `options`, the browser's
 * own select (HOUSE-6: a list of country names needs no MUI menu).
 */
export function detailField(
  control: DetailsControl,
  name: FieldPath<NieNifDetailsInput>,
  label: string,
  { options, ...extra }: Record<string, unknown> & { options?: readonly NativeOption[] } = {},
) {
  const id = `nie-${name}`;
  return options ? (
    <FormNativeSelectField
      control={control}
      name={name}
      id={id}
      label={label}
      options={options}
      {...extra}
    />
  ) : (
    <FormTextField control={control} name={name} id={id} label={label} {...extra} />
  );
}

/**
 * The countries to choose from (where an applicant may have its seat and IDs are issued: every
 * country of the vocabulary), by name in the language (without `exclude`).
 */
export function countryOptions(language: string, exclude?: string): NativeOption[] {
  return COUNTRY_CODES.filter((c) => c !== exclude)
    .map((c) => ({ value: c, label: countryName(c, language) }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
}
