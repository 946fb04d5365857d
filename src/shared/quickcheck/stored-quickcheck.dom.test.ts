import { COMPANY_QUICKCHECK_KEY, readStoredQuickcheck } from './stored-quickcheck';

const stored = {
  answers: {
    countries: ['AT', 'DE'],
    streams: ['packaging'],
    packagingEndUse: 'households',
    productEndUse: 'households',
    role: 'manufacturer',
    channels: ['ownShop'],
    establishments: ['DE'],
  },
  completedAt: '2026-11-20T10:00:00.000Z',
};

describe('the quickcheck kept as companyQuickcheck', () => {
  it('[AUTH-7][STORE-1] a stored quickcheck of the contract’s shape is read back', () => {
    localStorage.setItem(COMPANY_QUICKCHECK_KEY, JSON.stringify(stored));
    expect(readStoredQuickcheck()).toEqual(stored);
  });

  it.each([['not json'], [JSON.stringify({ answers: { countries: [] } })], ['']])(
    '[STORE-1] anything else (%s) is no quickcheck',
    (raw) => {
      localStorage.setItem(COMPANY_QUICKCHECK_KEY, raw);
      expect(readStoredQuickcheck()).toBeNull();
    },
  );
});
