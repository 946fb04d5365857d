import type { StoredQuickcheck } from '@/shared/contract/main/quickcheck';
import { COMPANY_QUICKCHECK_KEY } from '@/shared/quickcheck/stored-quickcheck';

/**
 * A signed-in user's result for the current company: kept where the sign-up callback keeps a new
 * user's (`companyQuickcheck`), so the dashboard offers it for the company's markets the same way.
 */
export function keepQuickcheck(quickcheck: StoredQuickcheck, storage: Storage = localStorage) {
  try {
    storage.setItem(COMPANY_QUICKCHECK_KEY, JSON.stringify(quickcheck));
  } catch {
    // Storage blocked or full: the dashboard simply has nothing to offer.
  }
}
