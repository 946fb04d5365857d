import fs from 'node:fs';
import path from 'node:path';
import {
  KNOWN_PATH_WORDS,
  MONITORED_TITLE,
  scrubMessage,
  scrubRumBody,
  scrubRumRequest,
  scrubUrl,
} from './scrub';

const event = (type: string, details: object, metadata: object) => ({
  id: 'e1',
  timestamp: 1,
  type,
  details: JSON.stringify(details),
  metadata: JSON.stringify(metadata),
});

const body = JSON.stringify({
  BatchId: 'b',
  AppMonitorDetails: { id: 'app' },
  UserDetails: { sessionId: 's', userId: 'u' },
  RumEvents: [
    event(
      'com.amazon.rum.http_event',
      {
        version: '1.0.0',
        request: {
          method: 'GET',
          url: 'https://app.example.eu/api/bookings/bkg-7qm2xt9v?token=s3cret&q=M%C3%BCller',
        },
        response: { status: 500, statusText: 'Internal Server Error' },
      },
      {
        title: 'Alpenglück Naturkosmetik GmbH · Dashboard · EPR Compliance',
        pageId: '/companies/:companyId/dashboard',
        url: 'https://app.example.eu/companies/cmp-123/dashboard/documents?q=Alpengl%C3%BCck',
      },
    ),
    event(
      'com.amazon.rum.js_error_event',
      {
        version: '1.0.0',
        type: 'ValiError',
        message:
          'Invalid type: Expected string but received "Alpenglück GmbH, jonas@alpenglueck.at"',
        stack:
          'ValiError: Invalid length: Expected 5 but received 12345678\n at x (https://app.example.eu/assets/main.js:1:2)',
      },
      { title: 'Nordlicht Versand GmbH · Settings', pageId: '/companies/:companyId/settings' },
    ),
    event(
      'com.amazon.rum.performance_resource_event',
      {
        version: '1.0.0',
        targetUrl: 'https://app.example.eu/api/companies/cmp-0001/members?email=mia%40nordlicht.de',
      },
      { title: 'x' },
    ),
  ],
});

describe('[TRUST-9] what monitoring receives', () => {
  const sent = JSON.parse(scrubRumBody(body)) as {
    RumEvents: { details: string; metadata: string }[];
  };
  const all = JSON.stringify(sent);
  const [http, error, resource] = sent.RumEvents.map((e) => ({
    details: JSON.parse(e.details) as Record<string, unknown>,
    metadata: JSON.parse(e.metadata) as Record<string, unknown>,
  }));

  it('[TRUST-9] failed-request URLs lose their query string and ids (secret booking ids too)', () => {
    expect((http!.details.request as { url: string }).url).toBe(
      'https://app.example.eu/api/bookings/:id',
    );
    expect(resource!.details.targetUrl).toBe('https://app.example.eu/api/companies/:id/members');
    expect(http!.metadata.url).toBe('https://app.example.eu/companies/:id/dashboard/documents');
    expect(all).not.toMatch(/bkg-|s3cret|M%C3%BCller|cmp-|nordlicht|token=/);
  });

  it('[TRUST-9] validation messages lose the values they received', () => {
    expect(error!.details.message).toBe('Invalid type: Expected string but received …');
    expect(error!.details.stack).toContain('Expected 5 but received …');
    expect(all).not.toMatch(/Alpenglück|jonas@|12345678/);
  });

  it('[TRUST-9] page titles never name a company', () => {
    expect(sent.RumEvents.map((e) => JSON.parse(e.metadata).title)).toEqual([
      MONITORED_TITLE,
      MONITORED_TITLE,
      MONITORED_TITLE,
    ]);
    expect(all).not.toMatch(/Nordlicht|Naturkosmetik/);
  });

  it('[TRUST-9] route patterns stay readable', () => {
    expect(http!.metadata.pageId).toBe('/companies/:companyId/dashboard');
    expect(scrubUrl('/companies/cmp-1/dashboard/de/packaging?x=1')).toBe(
      '/companies/:id/dashboard/de/packaging',
    );
    expect(scrubUrl('javascript:alert(1)')).toBe('javascript::id');
    expect(scrubMessage('Request failed for /api/bookings/bkg-1?q=x')).toBe(
      'Request failed for /api/bookings/:id',
    );
  });

  it('[TRUST-9] every static path word of both APIs is known (a new endpoint adds its words here)', () => {
    const mocks = path.join(__dirname, '..', '..', '..', 'mocks');
    const words = ['main-api', 'account-service']
      .map((service) => path.join(mocks, service, 'openapi.json'))
      .flatMap((file) =>
        Object.keys((JSON.parse(fs.readFileSync(file, 'utf8')) as { paths: object }).paths),
      )
      .flatMap((p) => p.split('/'))
      .filter((segment) => segment && !segment.startsWith('{'));
    expect(words.filter((w) => !KNOWN_PATH_WORDS.has(w))).toEqual([]);
  });

  it('[TRUST-9] the batch aws-rum-web dispatches is scrubbed before it leaves', async () => {
    const sentBodies: string[] = [];
    const original = global.fetch;
    global.fetch = jest.fn(async (input: RequestInfo | URL) => {
      sentBodies.push(await (input as Request).text());
      return new Response(null, { status: 200 });
    }) as typeof fetch;
    try {
      await scrubRumRequest(
        new Request('https://dataplane.rum.eu-central-1.amazonaws.com/appmonitors/app', {
          method: 'POST',
          body,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    } finally {
      global.fetch = original;
    }
    expect(sentBodies).toHaveLength(1);
    expect(sentBodies[0]).not.toMatch(/bkg-|Alpenglück|Nordlicht|s3cret/);
    expect(sentBodies[0]).toBe(scrubRumBody(body));
  });
});
