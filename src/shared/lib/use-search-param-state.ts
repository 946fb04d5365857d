import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** New values of search parameters; an empty string or `null` removes one. */
export type SearchParamChanges = Record<string, string | null>;

/**
 * A page's view state kept in the address (filters, sort, view), so a link or a reload shows the
 * same view: the current parameters, and a setter that changes several at once and keeps every
 * other parameter. A change replaces the history entry unless `push` is asked for (a selection
 * the back button should undo).
 */
export function useSearchParamState(): readonly [
  URLSearchParams,
  (changes: SearchParamChanges, options?: { push?: boolean }) => void,
] {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: SearchParamChanges, { push = false }: { push?: boolean } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace: !push },
      ),
    [setParams],
  );
  return [params, update] as const;
}
