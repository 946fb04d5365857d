import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { PlainTextField } from '@/shared/forms/plain-text-field';

/**
 * The brands a producer sells under: typed one at a time (Enter or Add), shown as chips that can be
 * removed. The form holds the list.
 */
export function BrandsField<T extends FieldValues>({
  control,
  name,
}: {
  control: Control<T, unknown, unknown>;
  name: Path<T>;
}) {
  const { t } = useTranslation(['services', 'common']);
  const { field, fieldState } = useController({ control, name });
  const brands = (field.value ?? []) as string[];
  const [text, setText] = useState('');
  const add = () => {
    const brand = text.trim();
    if (brand && !brands.includes(brand)) field.onChange([...brands, brand]);
    setText('');
  };
  const code = fieldState.error?.message;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <PlainTextField
          id={`${name}-input`}
          label={t('registrations.order.brands')}
          value={text}
          inputRef={field.ref}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          onBlur={() => {
            if (text.trim()) add();
            field.onBlur();
          }}
          error={Boolean(code)}
          helperText={
            code === 'required'
              ? t('registrations.order.brandsRequired')
              : code
                ? t(`common:fieldErrors.${code === 'tooLong' ? 'tooLong' : 'invalid'}`)
                : t('registrations.order.brandsHelp')
          }
          fullWidth
        />
        <Button variant="outlined" onClick={add} sx={{ mt: 1 }}>
          {t('registrations.order.addBrand')}
        </Button>
      </Stack>
      {brands.length > 0 && (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
          aria-label={t('registrations.order.brandList')}
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {brands.map((brand) => (
            <li key={brand}>
              <Chip
                label={brand}
                aria-label={t('registrations.order.removeBrand', { brand })}
                onDelete={() => field.onChange(brands.filter((b) => b !== brand))}
              />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
