import type { ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import Alert from '@mui/material/Alert';
import { createI18nInstance } from '@/shared/i18n/i18n';
import { chooseLanguage } from '@/shared/i18n/language-thunks';
import { startLanguage } from '@/shared/i18n/start-language';
import { makeTestStore } from '@/testing/make-test-store';
import { showToast } from '@/shared/ui/toast';
import { AppProviders } from './providers';

async function providers() {
  const i18n = createI18nInstance();
  const { store } = makeTestStore({ i18n });
  await startLanguage(store, i18n, ['en']);
  return { store, i18n };
}

async function renderProviders(children: ReactNode = null) {
  const { store, i18n } = await providers();
  const view = render(
    <AppProviders store={store} i18n={i18n}>
      {children}
    </AppProviders>,
  );
  return { ...view, store, i18n };
}

/** The toast's fixed-position box: where on the screen it shows. */
function fixedBoxOf(element: HTMLElement): CSSStyleDeclaration {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (style.position === 'fixed') return style;
  }
  throw new Error('the toast has no fixed-position box');
}

/** Fake time in small steps, letting React commit between them (each transition stage starts its own timer). */
function advance(ms: number, step = 50) {
  for (let passed = 0; passed < ms; passed += step) act(() => jest.advanceTimersByTime(step));
}

describe('[UI-3] toasts', () => {
  it('[UI-3] a toast shows at the bottom centre of the screen', async () => {
    await renderProviders();
    await act(() => showToast('Company saved', 'success'));
    const message = await screen.findByText('Company saved');
    // Pinned to the bottom edge, centred horizontally.
    const style = fixedBoxOf(message);
    expect(style.bottom).not.toBe('');
    expect(style.top).toBe('');
    expect(style.left).toBe('50%');
    expect(style.transform).toBe('translateX(-50%)');
  });

  it('[UI-3] a toast enqueued from a component inside the providers uses the same place and timing', async () => {
    function Save() {
      return <button onClick={() => void showToast('Saved from a page')}>save</button>;
    }
    const { store, i18n } = await providers();
    jest.useFakeTimers();
    try {
      render(
        <AppProviders store={store} i18n={i18n}>
          <Save />
        </AppProviders>,
      );
      await act(async () => screen.getByRole('button', { name: 'save' }).click());
      const message = await screen.findByText('Saved from a page');
      expect(fixedBoxOf(message).left).toBe('50%');
      advance(2900);
      expect(screen.getByText('Saved from a page')).toBeInTheDocument();
      advance(1000);
      expect(screen.queryByText('Saved from a page')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('[UI-3] a toast closes by itself after 3 s: present at 2900 ms, gone once 3000 ms and the exit transition have passed', async () => {
    const { store, i18n } = await providers();
    jest.useFakeTimers();
    try {
      render(
        <AppProviders store={store} i18n={i18n}>
          {null}
        </AppProviders>,
      );
      await act(() => showToast('Invitation sent'));
      expect(screen.getByText('Invitation sent')).toBeInTheDocument();

      advance(2900);
      expect(screen.getByText('Invitation sent')).toBeInTheDocument();

      // 3000 ms, then notistack's exit (195 ms) and collapse transitions.
      advance(800);
      expect(screen.queryByText('Invitation sent')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('[UI-3] a toast has no progress bar', async () => {
    await renderProviders();
    await act(() => showToast('Saved', 'success'));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(document.querySelector('progress')).toBeNull();
  });

  it('[UI-3] at most three toasts show at once', async () => {
    await renderProviders();
    await act(() => Promise.all([1, 2, 3, 4].map((n) => showToast(`Toast ${n}`))));
    expect(await screen.findByText('Toast 3')).toBeInTheDocument();
    expect(screen.queryByText('Toast 4')).not.toBeInTheDocument();
  });
});

describe('[I18N-3] the providers follow the language', () => {
  it('[I18N-3] MUI’s own texts switch with the chosen language', async () => {
    const { store, i18n } = await renderProviders(<Alert onClose={() => undefined}>note</Alert>);
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await act(async () => {
      await store.dispatch(chooseLanguage('de'));
    });
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
    expect(i18n.language).toBe('de');
    expect(document.documentElement.lang).toBe('de');
  });
});

describe('[UI-3] toasts before the toaster is ready', () => {
  it('[UI-3] a toast asked for while the page starts is shown once the toaster has loaded', async () => {
    const { store, i18n } = await providers();
    const early = showToast('Welcome back');
    render(
      <AppProviders store={store} i18n={i18n}>
        {null}
      </AppProviders>,
    );
    await act(() => early);
    expect(await screen.findByText('Welcome back')).toBeInTheDocument();
  });
});
