import { useParams } from 'react-router-dom';
import { useGetUserQuery } from '@/shared/api/user-api';
import { PREFIX } from './session-draft';

/**
 * Whether `useSessionDraft(formKey, …)` keeps input for this user and the company in the address
 * (TRUST-5): a page that opens its form with a button opens it at once when there is input to
 * restore (HOUSE-6). Apart from `session-draft.ts`, which the initial JS holds for the logout.
 */
export function useHasSessionDraft(formKey: string): boolean {
  const userId = useGetUserQuery().data?.id ?? null;
  const { companyId = '-' } = useParams();
  if (!userId) return false;
  try {
    // The key `useSessionDraft` writes under.
    return globalThis.sessionStorage?.getItem(`${PREFIX}${userId}:${companyId}:${formKey}`) != null;
  } catch {
    return false;
  }
}
