/**
 * HOUSE-6 (TRUST-17's rule for texts): a country's rule texts that fail to download are the
 * route's connection problem (a ChunkLoadError thrown in render, which the route's error screen
 * shows and retries when online), never a placeholder that stays.
 */
import { Component, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { useRuleTexts } from './use-rule-texts';

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.name}</p> : this.props.children;
  }
}

function Probe() {
  return <p>{useRuleTexts(['DE']) ? 'texts there' : 'loading texts'}</p>;
}

/** An i18n instance whose downloads answer `ok` or fail, as offline. */
async function instance(ok: boolean) {
  const i18n = i18next.createInstance();
  await i18n
    .use({
      type: 'backend',
      init() {},
      read(_lng: string, _ns: string, done: (e: Error | null, data: object | null) => void) {
        if (ok) done(null, { DE: { title: 'German rule' } });
        else done(new Error('offline'), null);
      },
    })
    .use(initReactI18next)
    .init({ lng: 'en', ns: [], fallbackLng: false });
  return i18n;
}

const show = async (ok: boolean) =>
  render(
    <I18nextProvider i18n={await instance(ok)}>
      <Boundary>
        <Probe />
      </Boundary>
    </I18nextProvider>,
  );

describe('[HOUSE-6] rule texts loaded per country', () => {
  it('[HOUSE-6] texts that download: the page shows once they are there', async () => {
    await show(true);
    expect(await screen.findByText('texts there')).toBeInTheDocument();
  });

  it('[HOUSE-6][TRUST-17] texts that fail to download: the route’s connection problem, not an endless placeholder', async () => {
    await show(false);
    expect(await screen.findByRole('alert')).toHaveTextContent('ChunkLoadError');
  });
});
