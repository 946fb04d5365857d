import { useEffect, useState } from 'react';
import { useGetMyQuickcheckQuery, useKeepMyQuickcheckMutation } from '@/shared/api/quickcheck-api';
import type { StoredQuickcheck } from '@/shared/contract/main/quickcheck';
import {
  COMPANY_QUICKCHECK_KEY,
  readStoredQuickcheck,
} from '@/shared/quickcheck/stored-quickcheck';

const newer = (a: StoredQuickcheck | null, b: StoredQuickcheck | null) =>
  !a ? b : !b ? a : Date.parse(b.completedAt) > Date.parse(a.completedAt) ? b : a;

/**
 * The signed-in user's quickcheck (UX-8): the newer of the one kept with the account and the one
 * this browser brought (sign-up's `companyQuickcheck`). A browser's newer one goes to the account,
 * the account's newer one into this browser (where the dashboard's markets dialog offers it), so
 * the answers go with the user to a new browser session. A failed read leaves the browser's.
 * `skip`: not needed here (a user who has companies fills in no first company).
 */
export function useAccountQuickcheck({ skip = false }: { skip?: boolean } = {}) {
  const {
    currentData: kept,
    isLoading,
    isUninitialized,
    isSuccess,
  } = useGetMyQuickcheckQuery(undefined, { skip });
  const [local] = useState(() => readStoredQuickcheck());
  const [keep] = useKeepMyQuickcheckMutation();
  const quickcheck = newer(kept ?? null, local);

  useEffect(() => {
    if (!isSuccess || !quickcheck) return;
    if (quickcheck === local && quickcheck.completedAt !== kept?.completedAt) void keep(local);
    if (quickcheck === kept && quickcheck.completedAt !== local?.completedAt) {
      try {
        localStorage.setItem(COMPANY_QUICKCHECK_KEY, JSON.stringify(kept));
      } catch {
        // Storage blocked or full: the account keeps it.
      }
    }
  }, [isSuccess, quickcheck, local, kept, keep]);

  // Until the account's answer is in, nothing may be filled in from the browser's alone.
  return { quickcheck, isLoading: !skip && (isLoading || isUninitialized) };
}
