/**
 * jest's stand-in for the `graphql` package (`moduleNameMapper` in jest.config.ts): msw's core
 * imports it for its GraphQL handlers, about 130 modules evaluated again in every test file
 * (0.04-0.08 s of CPU each). Neither the app nor its mock backend speaks GraphQL; a GraphQL
 * handler added one day fails here with this message instead of matching nothing.
 */
export function parse(): never {
  throw new Error(
    'GraphQL is not available in jest: see src/testing/no-graphql.ts and jest.config.ts',
  );
}
