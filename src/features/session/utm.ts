/**
 * AUTH-3: the marketing parameters `/signup` reads and hands to the identity provider. Free of
 * imports: the local provider (mocks/identity-provider) declares the same list as its extra params.
 */
export const UTM_KEYS = [
  'utm_campaign',
  'utm_source',
  'utm_medium',
  'utm_term',
  'utm_content',
  'utm_id',
] as const;
/** AUTH-4: only with these three is the utm data complete enough to pass on. */
export const REQUIRED_UTM_KEYS = ['utm_campaign', 'utm_source', 'utm_medium'] as const;
