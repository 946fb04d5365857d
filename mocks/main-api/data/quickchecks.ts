/** Each user's last quickcheck, kept with their account (UX-8): `/me/quickcheck`. */
import type { StoredQuickcheck } from '../../../src/shared/contract/main/quickcheck';
import { table } from '../../common/data/table';

/** Keyed by the user's id. */
export interface QuickcheckRecord extends StoredQuickcheck {
  id: string;
}

export const quickchecks = table<QuickcheckRecord>(() => []);
