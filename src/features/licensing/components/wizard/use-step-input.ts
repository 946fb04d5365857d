import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { Licence, WizardStep } from '@/shared/contract/main/licences';
import { useSessionDraft } from '@/shared/forms/session-draft';
import { useUnsavedGuard } from '@/shared/forms/use-unsaved-guard';
import { useLicensingSection } from '../licensing-country';

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
