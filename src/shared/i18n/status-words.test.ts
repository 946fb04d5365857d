import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SUPPORTED_LANGUAGES } from './languages';

const read = (language: string, ns: string) =>
  JSON.parse(readFileSync(join(__dirname, '../../../locales', language, `${ns}.json`), 'utf8')) as {
    status: Record<string, string>;
    dutyStates?: Record<string, string>;
  };

describe('one word per status (UX-3)', () => {
  it.each(SUPPORTED_LANGUAGES)(
    '[UX-3] %s: a duty waiting on a submitted process reads as the process does on its service page',
    (language) => {
      const compliance = read(language, 'compliance');
      const services = read(language, 'services');
      expect(compliance.status.inProgress).toBe(services.status.submitted);
      expect(compliance.dutyStates?.inProgress).toBe(services.status.submitted);
    },
  );
});
