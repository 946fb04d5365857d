import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import type * as v from 'valibot';
import { isApiError } from '@/shared/api/api-error';

/**
 * A form whose rules are the contract's schema: the same checks the service makes, run on blur
 * (then on every change of a touched field) and on submit, where the first invalid field takes focus.
 * Messages are the contract's reason codes (`required`, `invalid`, ...), translated by the fields.
 */
export function useContractForm<S extends v.GenericSchema<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<v.InferInput<S>>,
  {
    crossFieldChecks = false,
    values,
  }: {
    /**
     * The schema checks fields against each other (`v.partialCheck` in the object's pipe): run
     * those checks even while other fields are still invalid, so every problem shows at once.
     */
    crossFieldChecks?: boolean;
    /**
     * TRUST-5: the form's values from data that may still be loading (or change later). They
     * become the form's values when they arrive or change, except in the fields the user has
     * changed: nothing typed is overwritten (react-hook-form's `values` with `keepDirtyValues`).
     */
    values?: DefaultValues<v.InferInput<S>>;
  } = {},
): UseFormReturn<v.InferInput<S>, unknown, v.InferOutput<S>> {
  return useForm<v.InferInput<S>, unknown, v.InferOutput<S>>({
    resolver: valibotResolver(schema),
    // The resolver stops a pipe at its first problem unless every criterion is collected.
    ...(crossFieldChecks ? { criteriaMode: 'all' as const } : {}),
    mode: 'onTouched',
    defaultValues,
    ...(values
      ? { values: values as v.InferInput<S>, resetOptions: { keepDirtyValues: true } }
      : {}),
    shouldFocusError: true,
  });
}

/**
 * Puts a refused submit's field reasons (400 `fields`) on the fields they name and focuses the
 * first; the values stay as typed. Returns whether any named field of this form was marked.
 */
export function showServerFieldErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, unknown>, 'setError' | 'setFocus' | 'getValues'>,
  error: unknown,
  fieldOrder: readonly FieldPath<T>[],
): boolean {
  if (!isApiError(error) || !error.fields) return false;
  const named = fieldOrder.filter((field) => error.fields?.[field]);
  for (const field of named) {
    form.setError(field, { type: 'server', message: error.fields[field] });
  }
  if (named[0]) form.setFocus(named[0]);
  return named.length > 0;
}
