import { useTranslation } from 'react-i18next';
import type { FieldErrorCode } from '@/shared/contract/primitives';

/** The text of a field's refused value: the form's own wording for its code, else the common one. */
export function useFieldError(
  message: string | undefined,
  errorText?: (code: FieldErrorCode) => string | undefined,
) {
  const { t } = useTranslation();
  if (!message) return undefined;
  const code = (
    ['required', 'invalid', 'tooLong', 'tooShort', 'taken', 'notAllowed'].includes(message)
      ? message
      : 'invalid'
  ) as FieldErrorCode;
  return errorText?.(code) ?? t(`fieldErrors.${code}`);
}
