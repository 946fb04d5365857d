import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { formatQuantity, parseQuantity } from '@/shared/i18n/quantity';
import { PlainTextField } from '@/shared/forms/plain-text-field';
import { UnitAdornment } from '@/shared/forms/unit-adornment';

/** The unit a quantity is typed in; the form always holds kg. */
export type QuantityUnit = 'kg' | 't';

/** kg shown in `unit`, and typed `unit` back to kg (3 decimals of kg either way). */
export const fromKg = (kg: number, unit: QuantityUnit): number => (unit === 't' ? kg / 1000 : kg);
export const toKg = (value: number, unit: QuantityUnit): number =>
  unit === 't' ? Math.round(value * 1_000_000) / 1000 : value;
/** Decimals a unit takes: grams at most (3 in kg, 6 in t). */
const decimalsOf = (unit: QuantityUnit) => (unit === 't' ? 6 : 3);

/**
 * A quantity in kg, typed the way the UI language writes numbers (`1.234,5` in German). The form
 * holds the number; the field keeps the text as typed and shows it formatted after leaving it.
 * Empty means 0; text that does not read as a number is NaN, which the contract refuses as
 * `invalid` (explained with the expected format). `unit` t shows and takes tonnes (QTY-1); the
 * form still holds kg.
 */
export function QuantityField<T extends FieldValues>({
  control,
  name,
  label,
  id,
  helperText,
  disabled,
  unit = 'kg',
}: {
  control: Control<T, unknown, unknown>;
  name: FieldPath<T>;
  label: string;
  id: string;
  helperText?: string;
  disabled?: boolean;
  unit?: QuantityUnit;
}) {
  const { t, i18n } = useTranslation('services');
  const language = i18n.language;
  const { field, fieldState } = useController({ control, name });
  const value = field.value as number | undefined | null;
  const decimals = decimalsOf(unit);
  const show = (n: number | undefined | null) =>
    n === undefined || n === null || n === 0 || Number.isNaN(n)
      ? ''
      : formatQuantity(fromKg(n, unit), language, decimals);
  // The text as typed, with the number and language it was written for. A number set from
  // outside (a reset, a restored draft) or another language shows formatted anew; this is derived
  // during render (no effect), as React recommends for state that follows props.
  const [shown, setShown] = useState(() => ({ text: show(value), value, language, unit }));
  let text = shown.text;
  if (
    !Object.is(value ?? 0, shown.value ?? 0) ||
    shown.language !== language ||
    shown.unit !== unit
  ) {
    text = Number.isNaN(value ?? 0) ? shown.text : show(value);
    setShown({ text, value, language, unit });
  }
  const setText = (next: string, number = value) =>
    setShown({ text: next, value: number, language, unit });

  const invalid = Boolean(fieldState.error);
  return (
    <PlainTextField
      fullWidth
      id={id}
      label={label}
      name={field.name}
      value={text}
      disabled={disabled}
      inputRef={field.ref}
      error={invalid}
      helperText={
        invalid
          ? fieldState.error?.message === 'tooLong'
            ? t('quantity.tooLarge')
            : t(unit === 't' ? 'quantity.invalidTonnes' : 'quantity.invalid', {
                example: formatQuantity(1234.5, language),
              })
          : (helperText ?? ' ')
      }
      onChange={(event) => {
        const parsed = parseQuantity(event.target.value.replace(/\s*t$/i, ''), language, decimals);
        const next =
          parsed.kind === 'number' ? toKg(parsed.value, unit) : parsed.kind === 'empty' ? 0 : NaN;
        setText(event.target.value, next);
        field.onChange(next);
      }}
      onBlur={() => {
        const parsed = parseQuantity(text.replace(/\s*t$/i, ''), language, decimals);
        if (parsed.kind === 'number') setText(formatQuantity(parsed.value, language, decimals));
        field.onBlur();
      }}
      slotProps={{
        input: { endAdornment: <UnitAdornment unit={unit} /> },
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
      }}
    />
  );
}
