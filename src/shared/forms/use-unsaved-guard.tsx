import { useCallback, useRef } from 'react';
import { useBeforeUnload, useBlocker } from 'react-router-dom';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { lazyDialog } from '@/shared/ui/lazy-dialog';

/**
 * The question is a chunk of its own, downloaded when first asked (HOUSE-6: MUI's dialog stack
 * stays out of every guarded form page); a failed download shows the connection problem (TRUST-17).
 */
const { Dialog: LazyUnsavedDialog } = lazyDialog(() =>
  import(/* webpackChunkName: "unsaved-dialog" */ './unsaved-dialog').then((m) => m.UnsavedDialog),
);

/**
 * The navigation state of a form's own navigation after (or during) its save: the form's guard lets
 * it pass (TRUST-5: a save that moves on is never stopped by its own "Leave without saving?").
 */
export const SAVED_NAVIGATION = { formSaved: true } as const;

const isSavedNavigation = (state: unknown) =>
  typeof state === 'object' && state !== null && 'formSaved' in state && state.formSaved === true;

/** Nothing entered: a field that is missing, unset or an empty text. */
const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * UX-1: whether two form values hold the same input. A field missing on one side and unset or empty
 * on the other is the same (react-hook-form adds registered fields the defaults do not name, such
 * as the terms checkbox, as `undefined`); dates by their time.
 */
export function sameInput(a: unknown, b: unknown): boolean {
  if (isEmpty(a) && isEmpty(b)) return true;
  if (a instanceof Date || b instanceof Date)
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  if (Array.isArray(a) || Array.isArray(b))
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, i) => sameInput(item, b[i]))
    );
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    const left = a as Record<string, unknown>;
    const right = b as Record<string, unknown>;
    const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
    return [...keys].every((key) => sameInput(left[key], right[key]));
  }
  return Object.is(a, b);
}

/** A copy of a form's values that later edits do not change (files and dates kept as they are). */
const snapshot = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(snapshot)
    : value !== null &&
        typeof value === 'object' &&
        Object.getPrototypeOf(value) === Object.prototype
      ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, snapshot(item)]))
      : value;

export interface UnsavedGuardOptions {
  /** The user chose to leave without saving (a session draft of the input goes with it). */
  onLeave?: () => void;
  /** What the form is, for the dialog's words: a wizard's `step` or a whole `page` (default). */
  scope?: 'step' | 'page';
}

/**
 * Leaving a form with unsaved input asks first: in-app navigation through react-router's blocker
 * (a dialog), closing or reloading the tab through the browser's own prompt.
 *
 * UX-1: unsaved input is a real change from the form's initial values: its defaults with whatever
 * the page filled in (react-hook-form's default values, which its `values` prefill and the fields'
 * own defaults update), compared when the user leaves. react-hook-form's `isDirty` is not used: it
 * counts fields registered without a default (and StrictMode's second registration) as edits, which
 * asked "Leave without saving?" on untouched forms. Input restored from a session draft stays
 * unsaved (the draft is restored over the defaults, not as them).
 *
 * `release()` takes the current values as saved (the form's own navigation after a save passes, as
 * does any navigation with `state: SAVED_NAVIGATION`; later edits ask again).
 */
export function useUnsavedGuard<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, unknown>, 'getValues' | 'control'>,
  { onLeave, scope = 'page' }: UnsavedGuardOptions = {},
) {
  const { getValues, control } = form;
  /** The values last saved (`release()`), else none: the form's default values are the baseline. */
  const savedRef = useRef<unknown>(undefined);
  const isDirty = useCallback(
    () => !sameInput(getValues(), savedRef.current ?? control._defaultValues),
    [getValues, control],
  );
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !isSavedNavigation(nextLocation.state) &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search) &&
      isDirty(),
  );
  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (isDirty()) event.preventDefault();
      },
      [isDirty],
    ),
  );
  const release = useCallback(() => {
    savedRef.current = snapshot(getValues());
  }, [getValues]);
  const dialog = (
    <LazyUnsavedDialog
      open={blocker.state === 'blocked'}
      scope={scope}
      onStay={() => blocker.reset?.()}
      onLeave={() => {
        onLeave?.();
        blocker.proceed?.();
      }}
    />
  );
  return { dialog, release };
}
