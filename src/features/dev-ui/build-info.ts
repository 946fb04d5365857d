/** What this build is, written in by the bundler (webpack `DefinePlugin`); no secret in it. */
export interface BuildInfo {
  version: string;
  /** The git commit built from, when the build ran in a repository. */
  commit: string | null;
  builtAt: string | null;
}

declare const __BUILD_INFO__: BuildInfo | undefined;

export const buildInfo: BuildInfo =
  typeof __BUILD_INFO__ === 'undefined'
    ? { version: 'development', commit: null, builtAt: null }
    : __BUILD_INFO__;
