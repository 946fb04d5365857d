import type { TFunction } from 'i18next';
import type { PackagingMaterial } from '@/shared/contract/main/packaging-materials';

/**
 * A licence quote's line: a packaging material, or the flat fee. A module of its own: the licence
 * page shows quotes without loading the wizard's quantities step.
 */
export const quoteItemLabel = (t: TFunction<'services'>, item: string): string =>
  item === 'flatFee'
    ? t('licensing.feeRoute.flatFeeLine')
    : t(`licensing.materials.${item as PackagingMaterial}`);
