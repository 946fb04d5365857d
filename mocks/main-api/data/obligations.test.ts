/**
 * The derivation rules (OBL-1) over the fixture companies on today's date (the fixtures are dated
 * relative to today, so each status holds every day). Rule by rule on made-up facts:
 * `obligation-rules.test.ts`, `obligation-filings.test.ts`, `obligation-contract-dates.test.ts`.
 */
import { COMPANY_IDS } from '../../common/data/fixtures/companies';
import { obligationOf, obligationsOf } from './obligations';
import { processes } from './processes';
import { recordRegistration, reports } from './compliance';
import { recordOwnRepresentative } from './representation';
import { OBLIGATION_STATUSES } from '../../../src/shared/contract/main/obligations';

const { alpenglueck, nordlicht, rheinperle, solYMar, kowalski, maisonLavande } = COMPANY_IDS;

describe('[OBL-1] obligations of the fixture companies', () => {
  it.each([
    [alpenglueck, 'AT', 'packaging', 'compliant', null],
    [alpenglueck, 'DE', 'packaging', 'actionNeeded', 'startService'],
    [alpenglueck, 'AT', 'textiles', 'notApplicable', null],
    [nordlicht, 'DE', 'packaging', 'compliant', null],
    [nordlicht, 'DE', 'weee', 'inProgress', null],
    [nordlicht, 'AT', 'packaging', 'actionNeeded', 'startService'],
    [rheinperle, 'DE', 'packaging', 'toCheck', 'startService'],
    [rheinperle, 'AT', 'packaging', 'actionNeeded', 'startService'],
    [solYMar, 'ES', 'packaging', 'toCheck', 'recordRegistration'],
    // [RULE-2] PPWR Art. 45(3): a Spanish shop selling to Germany needs a representative there.
    [solYMar, 'DE', 'packaging', 'actionNeeded', 'startService'],
    [kowalski, 'PL', 'packaging', 'compliant', null],
    [kowalski, 'PL', 'weee', 'toCheck', 'recordRegistration'],
    [kowalski, 'DE', 'weee', 'reportDue', 'fileReport'],
    [maisonLavande, 'FR', 'textiles', 'overdue', 'fileReport'],
    [maisonLavande, 'FR', 'batteries', 'notApplicable', null],
  ] as const)('%s %s %s is %s', (companyId, country, stream, status, action) => {
    const obligation = obligationOf(companyId, country, stream);
    expect(obligation.status).toBe(status);
    expect(obligation.action?.kind ?? null).toBe(action);
  });

  it('[X-OBL-4] the fixtures cover every status somewhere', () => {
    const seen = new Set(
      Object.values(COMPANY_IDS).flatMap((id) => obligationsOf(id).map((o) => o.status)),
    );
    expect([...seen].sort()).toEqual([...OBLIGATION_STATUSES].sort());
  });

  it('the list holds every stream of every market country, in the markets’ order', () => {
    expect(obligationsOf(nordlicht).map((o) => `${o.country}/${o.stream}`)).toEqual([
      'DE/packaging',
      'DE/weee',
      'DE/batteries',
      'DE/textiles',
      'AT/packaging',
      'AT/weee',
      'AT/batteries',
      'AT/textiles',
    ]);
  });

  it('a licence of the year coming into force makes German packaging compliant at once', () => {
    expect(obligationOf(alpenglueck, 'DE', 'packaging').status).toBe('actionNeeded');
    // [RULE-2] PPWR Art. 45(3): without an establishment in Germany, a representative too.
    expect(obligationOf(alpenglueck, 'DE', 'packaging').representative).toBe('required');
    recordOwnRepresentative(alpenglueck, 'DE', 'packaging', {
      name: 'Vertretung GmbH',
      address: null,
      since: '2026-01-01',
    });
    processes.insert({
      id: 'prc-test',
      companyId: alpenglueck,
      service: 'de-licensing-process',
      country: 'DE',
      streams: ['packaging'],
      status: 'submitted',
      year: new Date().getUTCFullYear(),
      reference: null,
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    });
    expect(obligationOf(alpenglueck, 'DE', 'packaging').status).toBe('inProgress');
    processes.update('prc-test', { status: 'active' });
    // [DOM-3] The licence is the system participation; the LUCID registration is a duty of its own.
    expect(obligationOf(alpenglueck, 'DE', 'packaging')).toMatchObject({
      status: 'toCheck',
      duties: [
        { id: 'systemParticipation', state: 'fulfilled' },
        { id: 'registration', state: 'toCheck' },
      ],
    });
    recordRegistration(alpenglueck, {
      country: 'DE',
      stream: 'packaging',
      number: 'DE1234567890123',
    });
    expect(obligationOf(alpenglueck, 'DE', 'packaging').status).not.toMatch(
      /actionNeeded|inProgress|toCheck/,
    );
  });

  it('filing the overdue declaration lifts the overdue status', () => {
    const before = obligationOf(maisonLavande, 'FR', 'textiles');
    const deadline = before.nextDeadline!;
    expect(deadline.status).toBe('overdue');
    reports.insert({
      id: 'rep-test',
      companyId: maisonLavande,
      country: 'FR',
      stream: 'textiles',
      deadlineId: deadline.id,
      ruleId: deadline.ruleId,
      dueDate: deadline.dueDate,
      quantityKg: null,
      reference: null,
      filedAt: new Date().toISOString(),
      documentId: null,
    });
    expect(obligationOf(maisonLavande, 'FR', 'textiles').status).not.toBe('overdue');
  });

  it('a recorded number fulfils an obligation the platform has no service for', () => {
    expect(obligationOf(kowalski, 'PL', 'weee').status).toBe('toCheck');
    recordRegistration(kowalski, { country: 'PL', stream: 'weee', number: '000412587' });
    expect(obligationOf(kowalski, 'PL', 'weee').reasons).toContain('registered');
  });
});
