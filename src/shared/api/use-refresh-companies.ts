import { useCallback } from 'react';
import { useThunkDispatch } from '@/shared/lib/dispatch';
import { companiesApi } from './companies-api';
import { settle } from './settle';

/**
 * Reads the user's companies afresh and resolves once they are in the cache: after a company was
 * deleted, joined or left, the company route the user goes to next must not see the old list.
 */
export function useRefreshCompanies(): () => Promise<void> {
  const dispatch = useThunkDispatch();
  return useCallback(async () => {
    await settle(
      dispatch(companiesApi.endpoints.getCompanies.initiate(undefined, { forceRefetch: true })),
    ).catch(() => undefined);
  }, [dispatch]);
}
