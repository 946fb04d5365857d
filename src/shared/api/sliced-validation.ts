import * as v from 'valibot';
import { nextTask } from '@/shared/lib/next-task';

/** How many items one task validates: the reference's rules, about 1 ms each on a slow phone. */
export const SLICE_SIZE = 12;

/** A Standard Schema (what RTK Query's `rawResponseSchema` takes) whose check may take tasks. */
interface AsyncStandardSchema<Output> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (
      value: unknown,
    ) => Promise<
      | { readonly value: Output; readonly issues?: undefined }
      | { readonly issues: readonly { readonly message: string }[] }
    >;
  };
}

/**
 * Freezes a value and everything in it, skipping what is frozen already. The store freezes every
 * answer it keeps (immer), walking it whole in the task of its update; a value frozen here, slice
 * by slice, it takes as it is.
 */
function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const child of Object.values(value)) deepFreeze(child);
  return Object.freeze(value);
}

const issuesOf = (issues: readonly v.BaseIssue<unknown>[]) =>
  issues.map(({ message, path }) => ({
    message,
    path: path?.map((item) => item.key as PropertyKey),
  }));

/**
 * HOUSE-6: an answer `{ data }` whose `data[list]` is long (the reference data: 132 rules of 32
 * countries, half a megabyte), checked against the same contract, but its items in slices of
 * SLICE_SIZE with a yield to the browser between them (`yieldTo`) instead of in one long task on
 * the page's main thread, and frozen in those slices too. `item` checks each item; `rest` checks the rest of `data` and the
 * checks across items, given items `item` has already checked. Anything that is not such an
 * object fails as the whole contract (`whole`) says.
 */
export function inSlices<Whole extends v.GenericSchema, Item extends v.GenericSchema>({
  whole,
  list,
  item,
  rest,
  yieldTo = nextTask,
}: {
  whole: Whole;
  list: string;
  item: Item;
  rest: v.GenericSchema<unknown, v.InferOutput<Whole>>;
  yieldTo?: () => Promise<void>;
}): AsyncStandardSchema<{ data: v.InferOutput<Whole> }> {
  const validate = async (value: unknown) => {
    const data = (value as { data?: Record<string, unknown> } | null)?.data;
    const items = data?.[list];
    if (typeof data !== 'object' || data === null || !Array.isArray(items)) {
      const result = v.safeParse(v.object({ data: whole }), value);
      return result.success
        ? { value: result.output as { data: v.InferOutput<Whole> } }
        : { issues: issuesOf(result.issues) };
    }
    const checked: unknown[] = [];
    for (let start = 0; start < items.length; start += SLICE_SIZE) {
      if (start > 0) await yieldTo();
      for (const [index, element] of items.slice(start, start + SLICE_SIZE).entries()) {
        const result = v.safeParse(item, element);
        if (!result.success)
          return {
            issues: issuesOf(result.issues).map((issue) => ({
              ...issue,
              path: ['data', list, start + index, ...(issue.path ?? [])],
            })),
          };
        checked.push(deepFreeze(result.output));
      }
    }
    const result = v.safeParse(rest, { ...data, [list]: checked });
    return result.success
      ? { value: { data: deepFreeze(result.output) } }
      : {
          issues: issuesOf(result.issues).map((issue) => ({
            ...issue,
            path: ['data', ...(issue.path ?? [])],
          })),
        };
  };
  return { '~standard': { version: 1, vendor: 'epr-sliced', validate } };
}
