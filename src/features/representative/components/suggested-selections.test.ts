import { representationOptions } from '@/domain/representation-options';
import { SECTION_COUNTRIES } from '@/shared/contract/reference';
import { referenceFixture } from '../../../../mocks/main-api/data/fixtures/reference';
import { suggestedSelections } from './suggested-selections';

describe('which representations are suggested', () => {
  const options = representationOptions(referenceFixture.rules, 'DE', SECTION_COUNTRIES);

  it('[AME-1][X-AME-1] offers only countries other than the company’s own, where a representative is required or allowed', () => {
    expect(options.some((o) => o.country === 'DE')).toBe(false);
    expect(options).toContainEqual({ country: 'AT', stream: 'packaging', required: true });
    expect(options).toContainEqual({ country: 'AT', stream: 'weee', required: true });
    // The UK needs an establishment: no representative can be appointed there.
    expect(options.some((o) => o.country === 'GB' && o.stream === 'packaging')).toBe(false);
  });

  it('[AME-1][X-AME-1] pre-selects the required ones on the company’s markets, and nothing else', () => {
    expect(
      suggestedSelections(options, [
        { country: 'AT', streams: ['weee', 'textiles'] },
        { country: 'DE', streams: ['packaging'] },
        { country: 'ES', streams: ['packaging', 'weee'] },
      ]),
    ).toEqual([
      { country: 'AT', streams: ['weee'] },
      { country: 'ES', streams: ['packaging', 'weee'] },
    ]);
    expect(suggestedSelections(options, [])).toEqual([]);
  });
});
