/**
 * QTY-1: a category that moves more than half from the last period is worth a second look (a typo,
 * a unit mix-up, a product counted twice). A warning, never a block: quantities do change.
 */
import type { PackagingMaterial } from '@/shared/contract/main/packaging-materials';
import type { Quantities } from '@/shared/contract/main/prices';

/** More than this share up or down from the last period is flagged. */
export const CHANGE_THRESHOLD = 0.5;

export interface LargeChange {
  material: PackagingMaterial;
  lastKg: number;
  nowKg: number;
  /** Relative change: 0.8 is +80 %, -1 is gone. */
  change: number;
}

/**
 * The categories whose quantity moved more than `threshold` from the last period. A category the
 * last period did not have (0 kg) has no percentage and is not flagged; one that drops to 0 is
 * (-100 %). Untyped (NaN) fields count as 0 until they read as numbers.
 */
export function largeChanges(
  now: Quantities,
  last: Quantities,
  materials: readonly PackagingMaterial[],
  threshold = CHANGE_THRESHOLD,
): LargeChange[] {
  return materials.flatMap((material) => {
    const lastKg = last[material] ?? 0;
    const typed = now[material];
    const nowKg = typeof typed === 'number' && !Number.isNaN(typed) ? typed : 0;
    if (lastKg <= 0) return [];
    const change = (nowKg - lastKg) / lastKg;
    return Math.abs(change) > threshold ? [{ material, lastKg, nowKg, change }] : [];
  });
}
