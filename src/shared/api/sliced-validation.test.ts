import * as v from 'valibot';
import {
  ObligationRuleSchema,
  ReferenceDataOfValidRulesSchema,
  ReferenceDataSchema,
} from '@/shared/contract/reference';
import { referenceFixture } from '../../../mocks/main-api/data/fixtures/reference';
import { SLICE_SIZE, inSlices } from './sliced-validation';

/** The reference's contract in slices, counting the yields to the browser between them. */
function slicedReference() {
  let yields = 0;
  // Items each slice checked: the rules' own schema, counted (the slice size is the rule).
  const checkedPerSlice: number[] = [0];
  const counted = v.pipe(
    ObligationRuleSchema,
    v.check(() => ((checkedPerSlice[checkedPerSlice.length - 1]! += 1), true)),
  );
  const schema = inSlices({
    whole: ReferenceDataSchema,
    list: 'rules',
    item: counted,
    rest: ReferenceDataOfValidRulesSchema,
    yieldTo: async () => {
      yields += 1;
      checkedPerSlice.push(0);
    },
  });
  return { schema, yields: () => yields, checkedPerSlice };
}

const clone = <T>(value: T): T => structuredClone(value);

it('[HOUSE-6] the reference data of every country is checked in slices, each a task of its own, and reads as the whole contract reads it', async () => {
  const { schema, yields, checkedPerSlice } = slicedReference();
  const answer = { data: clone(referenceFixture) };
  const result = await schema['~standard'].validate(answer);
  expect(result.issues).toBeUndefined();
  expect(result).toEqual({ value: v.parse(v.object({ data: ReferenceDataSchema }), answer) });
  // 132 rules of 32 countries: no slice checks more than SLICE_SIZE; one long task before.
  expect(referenceFixture.rules.length).toBeGreaterThan(4 * SLICE_SIZE);
  expect(yields()).toBe(Math.ceil(referenceFixture.rules.length / SLICE_SIZE) - 1);
  expect(Math.max(...checkedPerSlice)).toBe(SLICE_SIZE);
});

it('[HOUSE-6] the answer arrives frozen through and through, rule by rule in its slices, so the store does not walk it in one task', async () => {
  const { schema } = slicedReference();
  const result = await schema['~standard'].validate({ data: clone(referenceFixture) });
  const data = result.issues ? undefined : result.value.data;
  expect(Object.isFrozen(data)).toBe(true);
  expect(Object.isFrozen(data?.rules)).toBe(true);
  const rule = data?.rules.find((r) => r.deadlines.length > 0);
  expect(Object.isFrozen(rule)).toBe(true);
  expect(Object.isFrozen(rule?.deadlines[0]?.schedule)).toBe(true);
});

it('[HOUSE-6][OBL-0] a rule that breaks the contract still fails the answer, named by its place', async () => {
  const { schema } = slicedReference();
  const answer = { data: clone(referenceFixture) };
  (answer.data.rules[40] as { stream: string }).stream = 'glass';
  const result = await schema['~standard'].validate(answer);
  expect(result.issues?.[0]).toMatchObject({ path: ['data', 'rules', 40, 'stream'] });
});

it('[HOUSE-6][OBL-0] the checks across rules still apply: two rules for one country and stream fail', async () => {
  const { schema } = slicedReference();
  const answer = { data: clone(referenceFixture) };
  answer.data.rules.push(clone(answer.data.rules[0]!));
  const result = await schema['~standard'].validate(answer);
  expect(result.issues?.[0]?.message).toBe('One rule per country and stream.');
});

it('[HOUSE-6][OBL-0] an answer of another shape fails as the whole contract says', async () => {
  const { schema, yields } = slicedReference();
  const result = await schema['~standard'].validate({ data: { updated: '2026-01-01' } });
  expect(result.issues?.[0]).toMatchObject({ path: ['data', 'rules'] });
  expect(yields()).toBe(0);
});
