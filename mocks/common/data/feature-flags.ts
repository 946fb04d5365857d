/**
 * The feature flags per user and for signed-out visitors, seeded from the fixtures; reset with the
 * store (`resetDb`).
 */
import {
  defaultUserFlags,
  publicFlagFixtures,
  userFlagFixtures,
  type FeatureFlagMap,
} from './fixtures/feature-flags';

const seed = () => ({
  userFlags: structuredClone(userFlagFixtures),
  publicFlags: structuredClone(publicFlagFixtures),
});

let state = seed();

/** Back to the fixtures (`resetDb`). */
export function resetFeatureFlags(): void {
  state = seed();
}

export const featureFlags = {
  /** The user's own map, else the default for users without one. */
  forUser: (userId: string): FeatureFlagMap => ({
    ...defaultUserFlags,
    ...state.userFlags[userId],
  }),
  /** Flags of signed-out visitors (`GET /config/features`). */
  public: (): FeatureFlagMap => ({ ...state.publicFlags }),
  setForUser(userId: string, flags: Partial<FeatureFlagMap>): void {
    state.userFlags[userId] = { ...featureFlags.forUser(userId), ...flags };
  },
  setPublic(flags: Partial<FeatureFlagMap>): void {
    state.publicFlags = { ...state.publicFlags, ...flags };
  },
  /** A removed user's map goes with them. */
  forget(userId: string): void {
    delete state.userFlags[userId];
  },
};
