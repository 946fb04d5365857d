import { useMatches, type UIMatch } from 'react-router-dom';
import type { SectionId, StreamPage } from '@/shared/sections';

/** What a route tells its page about itself (pages never parse `location.pathname`). */
export interface RouteHandle {
  /** The company section (`SECTIONS` id) the route belongs to. */
  section?: SectionId;
  /** A country section's stream page. */
  stream?: StreamPage;
  /** A public page's key. */
  publicPage?: string;
  /** The page shows one of the company's records: switching company leaves for the section. */
  leaveOnSwitch?: boolean;
  /** The tab of the company settings the route shows. */
  settingsTab?: 'details' | 'members' | 'invitations' | 'advisers';
}

/** The handles of every matched route merged, the deepest route's values winning. */
export function mergeHandles(matches: readonly Pick<UIMatch, 'handle'>[]): RouteHandle {
  return Object.assign({}, ...matches.map((m) => (m.handle ?? {}) as RouteHandle)) as RouteHandle;
}

export function useRouteHandle(): RouteHandle {
  return mergeHandles(useMatches());
}
