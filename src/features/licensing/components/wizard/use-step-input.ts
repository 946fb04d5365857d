import { useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type { Licence, LicenceDraftUpdate, WizardStep } from '@/shared/contract/main/licences';
import { useSessionDraft } from '@/shared/forms/session-draft';
import { showServerFieldErrors } from '@/shared/forms/use-contract-form';
import { useUnsavedGuard } from '@/shared/forms/use-unsaved-guard';
import { useLicensingSection } from '../licensing-country';
import type { StepProps } from './step-props';

/**
 * What every wizard step does with the user's input (TRUST-5): it is kept in session storage until
 * the step is saved (a reload or a sign-in redirect loses nothing), leaving with unsaved input asks
 * first, and `saved()` lets the step's own move to the next step pass and forgets the kept input.
 */
export function useStepInput<T extends FieldValues>(
  step: WizardStep,
  licence: Licence | undefined,
  form: UseFormReturn<T, unknown, unknown>,
) {
  const { country } = useLicensingSection();
  const draft = useSessionDraft(`licence:${country}:${licence?.id ?? 'new'}:${step}`, form);
  const guard = useUnsavedGuard(form, { onLeave: draft.clear, scope: 'step' });
  return {
    dialog: guard.dialog,
    saved: () => {
      draft.clear();
      guard.release();
    },
  };
}

/**
 * A step's input (`useStepInput`) and its save, the same for every step that saves the draft: the
 * form's checked values, as the draft's data (`data`; the values themselves by default), saved as
 * `step` with `next` after it. A refused save marks the fields it names (in `fields`' order, the
 * first focused) and gives its error to the step's frame; a saved step goes on to `next`.
 */
export function useStepSave<T extends FieldValues, Out>(
  form: UseFormReturn<T, unknown, Out>,
  { licence, save, onSaved }: Pick<StepProps, 'licence' | 'save' | 'onSaved'>,
  {
    step,
    next,
    fields,
    data = (values) => values as Omit<LicenceDraftUpdate, 'step'>,
  }: {
    step: WizardStep;
    next: WizardStep;
    fields: readonly FieldPath<T>[];
    data?: (values: Out) => Omit<LicenceDraftUpdate, 'step'>;
  },
) {
  const input = useStepInput(step, licence, form as UseFormReturn<T, unknown, unknown>);
  const [error, setError] = useState<unknown>(null);
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const result = await save(data(values), step, next);
    if (!result.ok) {
      showServerFieldErrors(form, result.error, fields);
      setError(result.error);
      return;
    }
    input.saved();
    onSaved(result.licence, next);
  });
  return { submit, error, dialog: input.dialog };
}
