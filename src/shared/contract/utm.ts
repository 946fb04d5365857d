/** The marketing parameters `/signup` reads and the identity provider accepts. */
export const UTM_KEYS = [
  'utm_campaign',
  'utm_source',
  'utm_medium',
  'utm_term',
  'utm_content',
  'utm_id',
] as const;

/** Only with these three is campaign data complete enough to pass on to sign-up. */
export const REQUIRED_UTM_KEYS = ['utm_campaign', 'utm_source', 'utm_medium'] as const;
