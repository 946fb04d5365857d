import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormCheckbox } from './form-checkbox';
import { SubmitButton } from './submit-button';
import { SubmitError } from './submit-error';

/**
 * The end of an order or a signature: the terms to accept (required), why the last submit failed,
 * and the button that commits. Laid out in the caller's column (a `Stack`).
 */
export function AcceptAndSubmit<T extends FieldValues>({
  control,
  name,
  label,
  requiredText,
  error,
  submitting,
  busyLabel,
  children,
}: {
  control: Control<T, unknown, unknown>;
  /** The boolean field that must be true. */
  name: FieldPath<T>;
  label: ReactNode;
  /** Shown when the box is left unticked. */
  requiredText: string;
  error: unknown;
  submitting: boolean;
  busyLabel: string;
  /** The submit button's text. */
  children: ReactNode;
}) {
  return (
    <>
      <FormCheckbox
        control={control}
        name={name}
        label={label}
        errorText={(code) => (code === 'required' ? requiredText : undefined)}
      />
      <SubmitError error={error} />
      <SubmitButton submitting={submitting} busyLabel={busyLabel} sx={{ alignSelf: 'flex-start' }}>
        {children}
      </SubmitButton>
    </>
  );
}
