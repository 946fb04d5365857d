/**
 * The local storage key under which the sign-in callback keeps the quickcheck it came with. On its
 * own, so the sign-in code (first load) does not pull the quickcheck's schemas into the entry chunk.
 */
export const COMPANY_QUICKCHECK_KEY = 'companyQuickcheck';
