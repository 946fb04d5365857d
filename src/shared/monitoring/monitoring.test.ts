import { COMPANY_IDS } from '../../../mocks/common/data/fixtures/companies';
import { USER_IDS } from '../../../mocks/common/data/fixtures/users';
import type { MonitoringConfig } from '@/shared/config/config';
import { resolveConfig } from '@/shared/config/config';
import {
  RUM_NOT_INITIALIZED,
  initMonitoring,
  recordError,
  recordPageView,
  resetMonitoring,
  setMonitoringAttributes,
} from './monitoring';
import { scrubRumRequest } from './scrub';

/** What the fake aws-rum-web saw: constructor arguments and every call, in order. */
interface FakeRumRecord {
  args: unknown[];
  calls: [string, unknown][];
}
const mockRum: { instances: FakeRumRecord[]; failConstruct: boolean; failOn: string | null } = {
  instances: [],
  failConstruct: false,
  failOn: null,
};

jest.mock('aws-rum-web', () => {
  class AwsRum {
    record: FakeRumRecord;
    constructor(...args: unknown[]) {
      if (mockRum.failConstruct) throw new Error('cannot construct');
      this.record = { args, calls: [] };
      mockRum.instances.push(this.record);
    }
    private call(name: string, arg: unknown) {
      if (mockRum.failOn === name) throw new Error(`${name} failed`);
      this.record.calls.push([name, arg]);
    }
    recordPageView(arg: unknown) {
      this.call('recordPageView', arg);
    }
    recordError(arg: unknown) {
      this.call('recordError', arg);
    }
    addSessionAttributes(arg: unknown) {
      // A copy, as the real one merges it into its own session attributes.
      this.call('addSessionAttributes', { ...(arg as object) });
    }
  }
  return { AwsRum };
});

const MONITOR: MonitoringConfig = {
  applicationId: 'app-123',
  applicationVersion: '2.4.0',
  region: 'eu-central-1',
  identityPoolId: 'eu-central-1:pool-1',
  endpoint: 'https://dataplane.rum.eu-central-1.amazonaws.com',
};

const onlyInstance = () => {
  expect(mockRum.instances).toHaveLength(1);
  return mockRum.instances[0]!;
};

let warn: jest.SpyInstance;

beforeEach(() => {
  resetMonitoring();
  mockRum.instances = [];
  mockRum.failConstruct = false;
  mockRum.failOn = null;
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => resetMonitoring());

/** A page view as recorded: the pattern, and a title that names no company (TRUST-9). */
const pageView = (pageId: string) => [
  'recordPageView',
  { pageId, pageAttributes: { title: 'EPR Compliance' } },
];

describe('[RUM-2] configuration', () => {
  it('[RUM-2] exactly the spec’s settings reach the AwsRum constructor', async () => {
    await initMonitoring(MONITOR);
    expect(onlyInstance().args).toStrictEqual([
      'app-123',
      '2.4.0',
      'eu-central-1',
      {
        batchLimit: 100,
        dispatchInterval: 5000,
        eventCacheSize: 200,
        sessionLengthSeconds: 1800,
        sessionSampleRate: 1,
        retries: 2,
        userIdRetentionDays: 30,
        telemetries: ['performance', 'errors', 'http'],
        allowCookies: true,
        signing: false,
        enableXRay: false,
        disableAutoPageView: true,
        fetchFunction: scrubRumRequest,
        useBeacon: false,
        compressionStrategy: { enabled: false },
        identityPoolId: 'eu-central-1:pool-1',
        endpoint: 'https://dataplane.rum.eu-central-1.amazonaws.com',
      },
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('[RUM-2] without an endpoint none is passed (the library picks the region’s); a guest role is passed on', async () => {
    const { endpoint: _endpoint, ...withoutEndpoint } = MONITOR;
    await initMonitoring({ ...withoutEndpoint, guestRoleArn: 'arn:aws:iam::1:role/guest' });
    const config = onlyInstance().args[3] as Record<string, unknown>;
    expect(config).not.toHaveProperty('endpoint');
    expect(config.guestRoleArn).toBe('arn:aws:iam::1:role/guest');
    expect(config.identityPoolId).toBe('eu-central-1:pool-1');
  });

  it('[RUM-2] the runtime config turns monitoring on only with an application, a pool and a region', async () => {
    const configured = resolveConfig(
      { monitoring: { applicationId: 'app-9', identityPoolId: 'pool', region: 'eu-west-1' } },
      'http://localhost:8080',
    );
    await initMonitoring(configured.monitoring);
    expect(onlyInstance().args.slice(0, 3)).toEqual(['app-9', '1.0.0', 'eu-west-1']);

    resetMonitoring();
    mockRum.instances = [];
    const incomplete = resolveConfig(
      { monitoring: { applicationId: 'app-9', region: 'eu-west-1' } },
      'http://localhost:8080',
    );
    expect(incomplete.monitoring).toBeNull();
    await initMonitoring(incomplete.monitoring);
    expect(mockRum.instances).toHaveLength(0);
  });

  it('[RUM-2] starting twice (even while the first start is loading) builds one monitor', async () => {
    const first = initMonitoring(MONITOR);
    const second = initMonitoring(MONITOR);
    await Promise.all([first, second]);
    await initMonitoring(MONITOR);
    onlyInstance();
  });
});

describe('[RUM-3] session attributes', () => {
  it('[RUM-3] userId, then companyId: the session carries both', async () => {
    await initMonitoring(MONITOR);
    setMonitoringAttributes({ userId: USER_IDS.owner });
    setMonitoringAttributes({ companyId: COMPANY_IDS.alpenglueck });
    expect(onlyInstance().calls).toEqual([
      ['addSessionAttributes', { userId: USER_IDS.owner }],
      ['addSessionAttributes', { userId: USER_IDS.owner, companyId: COMPANY_IDS.alpenglueck }],
    ]);
  });

  it('[RUM-3] switching company replaces companyId and keeps userId', async () => {
    await initMonitoring(MONITOR);
    setMonitoringAttributes({ userId: USER_IDS.owner });
    setMonitoringAttributes({ companyId: COMPANY_IDS.alpenglueck });
    setMonitoringAttributes({ companyId: COMPANY_IDS.nordlicht });
    expect(onlyInstance().calls.at(-1)).toEqual([
      'addSessionAttributes',
      { userId: USER_IDS.owner, companyId: COMPANY_IDS.nordlicht },
    ]);
  });

  it('[RUM-3] attributes set before the monitor loaded reach it', async () => {
    const loading = initMonitoring(MONITOR);
    setMonitoringAttributes({ userId: USER_IDS.owner });
    setMonitoringAttributes({ companyId: COMPANY_IDS.nordlicht });
    await loading;
    expect(onlyInstance().calls.at(-1)).toEqual([
      'addSessionAttributes',
      { userId: USER_IDS.owner, companyId: COMPANY_IDS.nordlicht },
    ]);
  });
});

describe('[RUM-1] page views and errors', () => {
  it('[RUM-1] a page view is recorded with the route pattern it is given', async () => {
    await initMonitoring(MONITOR);
    recordPageView('/companies/:companyId/dashboard/de/packaging');
    expect(onlyInstance().calls).toEqual([
      pageView('/companies/:companyId/dashboard/de/packaging'),
    ]);
  });

  it('[RUM-1] errors are recorded as given', async () => {
    await initMonitoring(MONITOR);
    const error = new Error('boom');
    recordError(error);
    expect(onlyInstance().calls).toEqual([['recordError', error]]);
    expect(onlyInstance().calls[0]![1]).toMatchObject({ name: 'Error', message: 'boom' });
  });

  it('[TRUST-9] errors and page views reach the monitor without received values or titles', async () => {
    await initMonitoring(MONITOR);
    recordError(new Error('Invalid type: Expected string but received "Alpenglück GmbH"'));
    recordError({ kind: 'unexpected', status: 400, message: 'jonas@alpenglueck.at taken' });
    recordPageView('/companies/:companyId/dashboard');
    const [first, second, third] = onlyInstance().calls;
    expect((first![1] as Error).message).toBe('Invalid type: Expected string but received …');
    expect((second![1] as Error).message).toBe('unexpected 400');
    expect(third).toEqual(pageView('/companies/:companyId/dashboard'));
    expect(JSON.stringify(onlyInstance().calls)).not.toMatch(/Alpenglück|jonas/);
  });

  it('[RUM-1] calls made before the lazy import finished are replayed in order, later ones go straight through', async () => {
    const error = new Error('early');
    const loading = initMonitoring(MONITOR);
    recordPageView('/companies/:companyId/dashboard');
    setMonitoringAttributes({ userId: USER_IDS.owner });
    recordError(error);
    recordPageView('/companies/:companyId/settings');
    expect(mockRum.instances).toHaveLength(0);
    await loading;
    recordPageView('/account/profile');

    expect(onlyInstance().calls).toEqual([
      pageView('/companies/:companyId/dashboard'),
      ['addSessionAttributes', { userId: USER_IDS.owner }],
      ['recordError', error],
      pageView('/companies/:companyId/settings'),
      pageView('/account/profile'),
    ]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('[RUM-1] a monitoring call that throws never reaches the caller, and the rest of the queue still runs', async () => {
    mockRum.failOn = 'recordError';
    const loading = initMonitoring(MONITOR);
    recordError(new Error('queued'));
    recordPageView('/after');
    await loading;
    expect(() => recordError(new Error('direct'))).not.toThrow();
    recordPageView('/later');
    expect(onlyInstance().calls).toEqual([pageView('/after'), pageView('/later')]);
    expect(warn).not.toHaveBeenCalledWith(RUM_NOT_INITIALIZED);
  });
});

describe('[ERR-7] without monitoring', () => {
  it('[ERR-7] without a monitor config: one console warning however many calls, and no AwsRum is built', async () => {
    await initMonitoring(null);
    recordPageView('/a');
    recordPageView('/b');
    recordError(new Error('x'));
    setMonitoringAttributes({ userId: 'u' });
    setMonitoringAttributes({ companyId: 'c' });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(RUM_NOT_INITIALIZED);
    expect(RUM_NOT_INITIALIZED).toBe('AWS RUM is not initialized');
    expect(mockRum.instances).toHaveLength(0);
  });

  it('[ERR-7] calls without any start at all also warn once', () => {
    recordPageView('/a');
    recordError('e');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('AWS RUM is not initialized');
  });

  it('[ERR-7] a monitor that fails to start warns once, and later calls stay silent no-ops', async () => {
    mockRum.failConstruct = true;
    const loading = initMonitoring(MONITOR);
    recordPageView('/queued');
    await expect(loading).resolves.toBeUndefined();
    recordPageView('/a');
    recordError(new Error('b'));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toBe(RUM_NOT_INITIALIZED);
    expect(mockRum.instances).toHaveLength(0);
  });

  it('[ERR-7] resetMonitoring forgets the warning, so each test starts clean', () => {
    recordPageView('/a');
    resetMonitoring();
    recordPageView('/b');
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
