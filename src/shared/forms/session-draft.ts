import { useCallback, useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useGetUserQuery } from '@/shared/api/user-api';

/** Session-storage keys of form drafts start with this; logout removes every one (TRUST-5). */
export const PREFIX = 'formDraft:';

const storage = (): Storage | null => {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    // Storage refused (privacy settings): the form works, only without a draft.
    return null;
  }
};

/** Removes every form draft of this tab: after logout nothing typed stays behind. */
export function clearSessionDrafts(): void {
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter(
    (key): key is string => key?.startsWith(PREFIX) ?? false,
  );
  for (const key of keys) store.removeItem(key);
}

function read(key: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(key) ?? 'null');
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function write(key: string, values: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(values));
  } catch {
    // Quota or storage refused: the form keeps its input on the page, only not across a reload.
  }
}

const remove = (key: string) => storage()?.removeItem(key);

function without(values: FieldValues, omit: readonly string[]): FieldValues {
  if (omit.length === 0) return values;
  return Object.fromEntries(Object.entries(values).filter(([name]) => !omit.includes(name)));
}

/**
 * TRUST-5: what the user typed into a long form, kept in session storage while it is not
 * submitted, so a reload, a sign-in redirect (expired session, 401) or a crash loses nothing. The
 * draft is restored when the form mounts again (as unsaved input over the form's own values), and
 * is removed by `clear()` after a successful submit, by leaving without saving, and on logout
 * (`clearSessionDrafts`). Keyed by user + company + `formKey`: another user or company in the same
 * tab never sees it. `formKey` null keeps nothing (no signed-in user yet, for instance). When
 * `formKey` changes (a wizard's new draft got its id), the stored input moves to the new key.
 * `omit`: top-level fields never stored (a terms acceptance is given again, not restored).
 */
export function useSessionDraft<T extends FieldValues>(
  formKey: string | null,
  form: Pick<UseFormReturn<T, unknown, unknown>, 'watch' | 'reset' | 'getValues'>,
  { omit = [] }: { omit?: readonly string[] } = {},
): { clear: () => void } {
  // The signed-in user (the private loader has it in the cache already).
  const userId = useGetUserQuery().data?.id ?? null;
  const { companyId = '-' } = useParams();
  const key = formKey && userId ? `${PREFIX}${userId}:${companyId}:${formKey}` : null;
  const keyRef = useRef<string | null>(null);
  const omitRef = useRef(omit);

  // Restore on mount (or move the draft to the form's new key), then keep every change.
  useEffect(() => {
    const previous = keyRef.current;
    keyRef.current = key;
    if (!key) return undefined;
    if (previous && previous !== key) {
      const moved = read(previous);
      remove(previous);
      if (moved && !read(key)) write(key, moved);
    } else {
      const stored = read(key);
      if (stored) {
        // The form's own values stay its defaults, so the restored input counts as unsaved.
        form.reset({ ...form.getValues(), ...without(stored, omitRef.current) } as T, {
          keepDefaultValues: true,
        });
      }
    }
    const subscription = form.watch((values, { name }) => {
      // A reset (name undefined) is not the user's input.
      if (name !== undefined) write(key, without(values, omitRef.current));
    });
    return () => subscription.unsubscribe();
  }, [key, form]);

  const clear = useCallback(() => {
    if (keyRef.current) remove(keyRef.current);
  }, []);

  return { clear };
}
