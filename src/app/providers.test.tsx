import type { ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { enqueueSnackbar, useSnackbar } from 'notistack';
import Alert from '@mui/material/Alert';
import { changeLanguage, createI18n } from '@/shared/i18n/i18n';
import { languageChosen } from '@/shared/i18n/locale-slice';
import { FakeAuth } from '@/testing/fake-auth';
import { makeTestStore } from '@/testing/make-test-store';
import { AppProviders, TOAST_DURATION_MS, TOAST_ORIGIN } from './providers';

async function renderProviders(children: ReactNode = null) {
  const auth = new FakeAuth();
  const { store } = makeTestStore({ auth });
  const i18n = await createI18n('en');
  const view = render(
    <AppProviders store={store} i18n={i18n} auth={auth}>
      {children}
    </AppProviders>,
  );
  return { ...view, store, i18n };
}

/** Fake time in small steps, letting React commit between them (each transition stage starts its own timer). */
function advance(ms: number, step = 50) {
  for (let passed = 0; passed < ms; passed += step) act(() => jest.advanceTimersByTime(step));
}

describe('[UI-3] toasts', () => {
  it('[UI-3] the provider is set to bottom centre and 3000 ms', () => {
    expect(TOAST_ORIGIN).toEqual({ vertical: 'bottom', horizontal: 'center' });
    expect(TOAST_DURATION_MS).toBe(3000);
  });

  it('[UI-3] a toast shows at the bottom centre of the screen', async () => {
    await renderProviders();
    act(() => {
      enqueueSnackbar('Company saved', { variant: 'success' });
    });
    const message = await screen.findByText('Company saved');
    const container = message.closest('.notistack-SnackbarContainer') as HTMLElement;
    expect(container).not.toBeNull();
    // notistack's own position styles: pinned to the bottom edge, centred horizontally.
    const style = getComputedStyle(container);
    expect(style.position).toBe('fixed');
    expect(style.bottom).not.toBe('');
    expect(style.top).toBe('');
    expect(style.left).toBe('50%');
    expect(style.transform).toBe('translateX(-50%)');
    expect(style.right).toBe('');
    expect(style.flexDirection).toBe('column-reverse');
    // The snackbar itself carries the same origin.
    expect(message.closest('.notistack-Snackbar')).not.toBeNull();
  });

  it('[UI-3] a toast enqueued from a component inside the providers uses the same place and timing', async () => {
    function Save() {
      const { enqueueSnackbar: show } = useSnackbar();
      return <button onClick={() => show('Saved from a page')}>save</button>;
    }
    const auth = new FakeAuth();
    const { store } = makeTestStore({ auth });
    const i18n = await createI18n('en');
    jest.useFakeTimers();
    try {
      render(
        <AppProviders store={store} i18n={i18n} auth={auth}>
          <Save />
        </AppProviders>,
      );
      act(() => screen.getByRole('button', { name: 'save' }).click());
      const message = screen.getByText('Saved from a page');
      expect(
        getComputedStyle(message.closest('.notistack-SnackbarContainer') as HTMLElement).left,
      ).toBe('50%');
      advance(2900);
      expect(screen.getByText('Saved from a page')).toBeInTheDocument();
      advance(1000);
      expect(screen.queryByText('Saved from a page')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('[UI-3] a toast closes by itself after 3 s: present at 2900 ms, gone once 3000 ms and the exit transition have passed', async () => {
    const auth = new FakeAuth();
    const { store } = makeTestStore({ auth });
    const i18n = await createI18n('en');
    jest.useFakeTimers();
    try {
      render(
        <AppProviders store={store} i18n={i18n} auth={auth}>
          {null}
        </AppProviders>,
      );
      act(() => {
        enqueueSnackbar('Invitation sent');
      });
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
    act(() => {
      enqueueSnackbar('Saved', { variant: 'success' });
    });
    const message = await screen.findByText('Saved');
    const snackbar = message.closest('.notistack-Snackbar') as HTMLElement;
    expect(snackbar).not.toBeNull();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(snackbar.querySelector('[class*="rogress"], [role="progressbar"], progress')).toBeNull();
  });

  it('[UI-3] at most three toasts show at once', async () => {
    await renderProviders();
    act(() => {
      for (const n of [1, 2, 3, 4]) enqueueSnackbar(`Toast ${n}`);
    });
    expect(await screen.findByText('Toast 3')).toBeInTheDocument();
    expect(screen.queryByText('Toast 4')).not.toBeInTheDocument();
  });
});

describe('[I18N-3] the providers follow the language', () => {
  it('[I18N-3] MUI’s own texts switch with the chosen language', async () => {
    const { store, i18n } = await renderProviders(<Alert onClose={() => undefined}>note</Alert>);
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await act(async () => {
      await changeLanguage(i18n, 'de');
      store.dispatch(languageChosen('de'));
    });
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
  });
});
