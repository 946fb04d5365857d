import { render, screen } from '@testing-library/react';
import { createI18nInstance, initI18n } from '@/shared/i18n/i18n';
import { SUPPORTED_LANGUAGES } from '@/shared/i18n/languages';
import { DEV_STORAGE_KEY } from '@/shared/ui/watermark-core';
import { BootScreen } from './boot-screen';

afterEach(() => window.localStorage.clear());

it.each(SUPPORTED_LANGUAGES)(
  '[PERF-1][UI-1] the first paint says it is loading in %s, the same words i18next has for the router’s spinner',
  async (language) => {
    const i18n = await initI18n(createI18nInstance(), language);
    render(<BootScreen language={language} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(i18n.t('loading', { ns: 'boot' }));
    expect(status.textContent).not.toBe('loading');
  },
);

it('[PERF-1][UI-2] the first paint carries the TEST watermark unless local storage `dev` is true', () => {
  const { unmount } = render(<BootScreen language="en" />);
  expect(screen.getByText('TEST')).toHaveAttribute('aria-hidden', 'true');
  unmount();
  window.localStorage.setItem(DEV_STORAGE_KEY, 'true');
  render(<BootScreen language="en" />);
  expect(screen.queryByText('TEST')).not.toBeInTheDocument();
});

it('[PERF-1] the first paint needs no style sheet: nothing is inserted, styles are element properties', () => {
  const before = document.head.querySelectorAll('style').length;
  render(<BootScreen language="de" />);
  expect(document.head.querySelectorAll('style')).toHaveLength(before);
  expect(screen.getByRole('status').style.position).toBe('fixed');
});
