/**
 * UX-11: the quickcheck's questions on two steps, the draft kept in the address; addresses of the
 * five-step quickcheck still open where their question now is.
 */
import {
  STEP_QUESTIONS,
  draftParams,
  firstOpenStep,
  missingAnswers,
  readDraft,
  readStep,
  type Draft,
} from './quickcheck-draft';

const empty = readDraft(new URLSearchParams());
const answered: Draft = {
  countries: ['DE', 'AT'],
  streams: ['packaging', 'weee'],
  packagingEndUse: 'households',
  productEndUse: 'businesses',
  role: 'distanceSeller',
  channels: ['ownShop'],
  homeCountry: 'DE',
  establishments: ['AT'],
};

describe('[UX-11] two steps instead of five', () => {
  it('[UX-11][RULE-3] step 1 asks where (markets, head office), step 2 what and how; every question the result depends on stays', () => {
    expect(STEP_QUESTIONS).toEqual({
      where: ['countries', 'home'],
      what: ['products', 'packagingEndUse', 'productEndUse', 'role', 'channels'],
    });
    // Nothing answered: step 1 names both of its questions, step 2 only what is asked before a
    // product is chosen (no end use without a stream).
    expect(missingAnswers('where', empty)).toEqual(['countries', 'home']);
    expect(missingAnswers('what', empty)).toEqual(['products', 'role', 'channels']);
    expect(missingAnswers('what', { ...empty, streams: ['packaging', 'batteries'] })).toEqual([
      'packagingEndUse',
      'productEndUse',
      'role',
      'channels',
    ]);
    expect(firstOpenStep(empty)).toBe('where');
    expect(firstOpenStep({ ...answered, role: null })).toBe('what');
    expect(firstOpenStep(answered)).toBe('result');
  });

  it('[UX-11][QC-1] a bookmarked address with a former step’s name opens the step holding that question', () => {
    const step = (name: string) => readStep(new URLSearchParams({ step: name }));
    expect(step('countries')).toBe('where');
    expect(step('establishment')).toBe('where');
    expect(step('products')).toBe('what');
    expect(step('endUse')).toBe('what');
    expect(step('channels')).toBe('what');
    expect(step('where')).toBe('where');
    expect(step('what')).toBe('what');
    expect(step('result')).toBe('result');
    // Anything else starts at the beginning, including names an object has by inheritance.
    expect(step('toString')).toBe('where');
    expect(readStep(new URLSearchParams())).toBe('where');
  });

  it('[UX-11][QC-1] the draft goes into the address and back unchanged', () => {
    const params = draftParams(answered, 'what');
    expect(params.toString()).toBe(
      'step=what&countries=DE%2CAT&streams=packaging%2Cweee&pkg=households&use=businesses&role=distanceSeller&channels=ownShop&home=DE&est=AT',
    );
    expect(readDraft(params)).toEqual(answered);
  });
});
