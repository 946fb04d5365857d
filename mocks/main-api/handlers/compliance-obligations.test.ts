/**
 * The mock main API at the HTTP level: the derived obligations and deadlines, the compliance
 * summaries, filed reports and documents, and what a change does to them.
 */
import { reports } from '../data/compliance';
import { documents } from '../data/documents';
import { COMPANY_IDS } from '../../common/data/fixtures/companies';
import { USER_IDS } from '../../common/data/fixtures/users';
import { obligationOf } from '../data/obligations';
import { call, data } from '../testing/http-call';
import { whileServedWithoutBaselineRules } from '../testing/baseline-reference';

const { alpenglueck, nordlicht, kowalski, maisonLavande } = COMPANY_IDS;

describe('obligations and deadlines', () => {
  it('[OBL-1] the list and the single obligation agree', async () => {
    const list = data<{ obligations: { country: string; stream: string; status: string }[] }>(
      await call(USER_IDS.owner, `/companies/${nordlicht}/obligations`),
    );
    const single = data<{ status: string }>(
      await call(USER_IDS.owner, `/companies/${nordlicht}/obligations/de/weee`),
    );
    expect(list.obligations.find((o) => o.country === 'DE' && o.stream === 'weee')?.status).toBe(
      single.status,
    );
    expect(single.status).toBe('inProgress');
  });

  it('[OBL-3][X-ROUTE-1] a country without rules of its own gets the EU baseline; no country code, 404', async () => {
    // Greece with its own rules taken out of the served data: the fallback, whatever it holds.
    await whileServedWithoutBaselineRules(async () => {
      const greece = data<{ ruleCountry: string; status: string }>(
        await call(USER_IDS.owner, `/companies/${nordlicht}/obligations/gr/packaging`),
      );
      expect(greece).toMatchObject({ ruleCountry: 'EU', status: 'notApplicable' });
    });
    const ownRules = data<{ ruleCountry: string }>(
      await call(USER_IDS.owner, `/companies/${nordlicht}/obligations/gr/packaging`),
    );
    expect(ownRules.ruleCountry).toBe('GR');
    expect(
      (await call(USER_IDS.owner, `/companies/${nordlicht}/obligations/eu/packaging`)).status,
    ).toBe(404);
    expect(
      (await call(USER_IDS.owner, `/companies/${nordlicht}/obligations/deu/packaging`)).status,
    ).toBe(404);
  });

  it('[CAL-1] deadlines come by date in the default window; a bad window is a 400', async () => {
    const result = data<{ from: string; to: string; deadlines: { dueDate: string }[] }>(
      await call(USER_IDS.pro, `/companies/${kowalski}/deadlines`),
    );
    const dates = result.deadlines.map((d) => d.dueDate);
    expect(dates).toEqual([...dates].sort());
    expect(dates.every((d) => d >= result.from && d <= result.to)).toBe(true);
    expect(
      (await call(USER_IDS.pro, `/companies/${kowalski}/deadlines?from=2026-13-01`)).body?.fields,
    ).toEqual({ from: 'invalid' });
    expect(
      (await call(USER_IDS.pro, `/companies/${kowalski}/deadlines?from=2020-01-01&to=2030-01-01`))
        .body?.fields,
    ).toEqual({ to: 'invalid' });
  });
});

describe('compliance summaries', () => {
  type Summaries = {
    asOf: string;
    summaries: {
      companyId: string;
      openObligations: number;
      overdueObligations: number;
      nextDeadline: { id: string } | null;
    }[];
    unavailable: string[];
  };

  it('[ADV-2] each readable company once, agreeing with its own obligations and deadlines; the rest unavailable', async () => {
    const { solYMar } = COMPANY_IDS;
    const named = [kowalski, alpenglueck, 'cmp-9999', kowalski, nordlicht, solYMar];
    const result = await call(USER_IDS.pro, `/compliance-summaries?companyIds=${named.join(',')}`);
    expect(result.status).toBe(200);
    const { summaries, unavailable } = data<Summaries>(result);
    // Alpenglück's request is not accepted yet; Nordlicht is no client; cmp-9999 does not exist.
    expect(summaries.map((s) => s.companyId)).toEqual([kowalski, solYMar]);
    expect(unavailable).toEqual([alpenglueck, 'cmp-9999', nordlicht]);

    for (const summary of summaries) {
      const { obligations } = data<{ obligations: { status: string }[] }>(
        await call(USER_IDS.pro, `/companies/${summary.companyId}/obligations`),
      );
      const open = obligations.filter((o) => !['compliant', 'notApplicable'].includes(o.status));
      expect(summary.openObligations).toBe(open.length);
      expect(summary.overdueObligations).toBe(open.filter((o) => o.status === 'overdue').length);
      const { asOf, deadlines } = data<{
        asOf: string;
        deadlines: { id: string; status: string; dueDate: string }[];
      }>(await call(USER_IDS.pro, `/companies/${summary.companyId}/deadlines`));
      const pending = deadlines.filter((d) => d.status !== 'done' && d.status !== 'past');
      const next =
        pending.find((d) => d.status === 'overdue') ?? pending.find((d) => d.dueDate >= asOf);
      expect(summary.nextDeadline?.id ?? null).toBe(next?.id ?? null);
    }
  });

  it('[ADV-2] no company named, or more than 100, is a 400 with the field reason', async () => {
    expect((await call(USER_IDS.pro, '/compliance-summaries')).body?.fields).toEqual({
      companyIds: 'required',
    });
    expect((await call(USER_IDS.pro, '/compliance-summaries?companyIds=,')).status).toBe(400);
    const many = Array.from({ length: 101 }, (_, i) => `cmp-${String(i).padStart(4, '0')}`);
    expect(
      (await call(USER_IDS.pro, `/compliance-summaries?companyIds=${many.join(',')}`)).body?.fields,
    ).toEqual({ companyIds: 'invalid' });
    // 100 distinct ids are fine (those the adviser cannot read are unavailable).
    const result = await call(
      USER_IDS.pro,
      `/compliance-summaries?companyIds=${many.slice(0, 100).join(',')}`,
    );
    expect(result.status).toBe(200);
    expect(
      data<Summaries>(result).unavailable.length + data<Summaries>(result).summaries.length,
    ).toBe(100);
  });
});

describe('reports', () => {
  it('[OBL-1][OBL-3] filing the overdue declaration fulfils it, adds a receipt, and a second filing is a 409', async () => {
    const obligation = obligationOf(maisonLavande, 'FR', 'textiles');
    expect(obligation.status).toBe('overdue');
    const deadlineId = obligation.nextDeadline!.id;
    const first = await call(USER_IDS.pro, `/companies/${maisonLavande}/reports`, {
      method: 'POST',
      body: { deadlineId, reference: 'RF-2026-1182' },
    });
    expect(first.status).toBe(201);
    const report = data<{ id: string; documentId: string }>(first);
    expect(reports.findById(report.id)).toBeDefined();
    expect(documents.findById(report.documentId)).toMatchObject({ type: 'reportReceipt' });
    expect(obligationOf(maisonLavande, 'FR', 'textiles').status).not.toBe('overdue');
    const again = await call(USER_IDS.pro, `/companies/${maisonLavande}/reports`, {
      method: 'POST',
      body: { deadlineId },
    });
    expect(again.status).toBe(409);
  });

  it('[OBL-3] a deadline that is not the company’s is a field error; the list filters by country and stream', async () => {
    const result = await call(USER_IDS.owner, `/companies/${nordlicht}/reports`, {
      method: 'POST',
      body: { deadlineId: 'fr-textiles-declaration:2026-02-28' },
    });
    expect(result).toMatchObject({ status: 400, body: { fields: { deadlineId: 'invalid' } } });
    const list = data<{ country: string; stream: string }[]>(
      await call(USER_IDS.pro, `/companies/${kowalski}/reports?country=de&stream=weee`),
    );
    expect(list.length).toBeGreaterThan(0);
    expect(new Set(list.map((r) => `${r.country}/${r.stream}`))).toEqual(new Set(['DE/weee']));
  });
});

describe('documents', () => {
  it('[DOC-1] a document downloads as a real PDF with its file name; another company’s is not found', async () => {
    const result = await call(USER_IDS.owner, `/companies/${alpenglueck}/documents/doc-0002/file`);
    expect(result.status).toBe(200);
    expect(result.response.headers.get('Content-Type')).toBe('application/pdf');
    expect(result.response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="doc-0002.pdf"; filename*=UTF-8''doc-0002.pdf`,
    );
    const bytes = new Uint8Array(await result.response.arrayBuffer());
    const text = new TextDecoder('latin1').decode(bytes);
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain('Alpengl\\374ck Naturkosmetik GmbH');
    expect(
      (await call(USER_IDS.owner, `/companies/${nordlicht}/documents/doc-0002/file`)).status,
    ).toBe(404);
    expect(
      (await call(USER_IDS.owner, `/companies/${alpenglueck}/documents/doc-none`)).status,
    ).toBe(404);
  });

  it('[DOC-1] the list is the company’s, newest first', async () => {
    const list = data<{ id: string; issuedAt: string }[]>(
      await call(USER_IDS.owner, `/companies/${alpenglueck}/documents`),
    );
    expect(list.map((d) => d.id)).toContain('doc-0001');
    const dates = list.map((d) => d.issuedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});
