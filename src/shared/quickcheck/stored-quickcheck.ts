import * as v from 'valibot';
import { StoredQuickcheckSchema, type StoredQuickcheck } from '@/shared/contract/main/quickcheck';
import { COMPANY_QUICKCHECK_KEY } from './company-quickcheck-key';

export { COMPANY_QUICKCHECK_KEY };

/**
 * The quickcheck a visitor brought into sign-up, if it is still there and well-formed; anything
 * else (nothing stored, unreadable, an older shape) is no quickcheck.
 */
export function readStoredQuickcheck(storage: Pick<Storage, 'getItem'> = localStorage) {
  try {
    const raw = storage.getItem(COMPANY_QUICKCHECK_KEY);
    if (!raw) return null;
    const parsed = v.safeParse(StoredQuickcheckSchema, JSON.parse(raw));
    return parsed.success ? (parsed.output satisfies StoredQuickcheck) : null;
  } catch {
    return null;
  }
}
