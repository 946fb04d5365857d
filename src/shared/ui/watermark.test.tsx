import { COMPANY_IDS } from '../../../mocks/common/data/fixtures/companies';
import { render, screen } from '@testing-library/react';
import { FakeAuth } from '@/testing/fake-auth';
import { renderLayout } from '@/testing/render-app';
import { DEV_STORAGE_KEY, Watermark, shouldShowWatermark } from './watermark';

const watermark = () => screen.queryByText('TEST');

describe('[UI-2] the TEST watermark', () => {
  it('[UI-2] shows when local storage has no `dev` key', () => {
    render(<Watermark />);
    expect(watermark()).toBeInTheDocument();
  });

  // Decision: only the exact string `true` hides it; anything else, other spellings included, shows it.
  it.each([['false'], ['TRUE'], ['True'], [' true'], ['true '], ['1'], ['yes'], [''], ['"true"']])(
    '[UI-2] shows with dev=%j (only the exact value true hides it)',
    (value) => {
      localStorage.setItem(DEV_STORAGE_KEY, value);
      render(<Watermark />);
      expect(watermark()).toBeInTheDocument();
    },
  );

  it('[UI-2] hides with dev=true', () => {
    localStorage.setItem('dev', 'true');
    const { container } = render(<Watermark />);
    expect(watermark()).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });

  it('[UI-2] is an overlay that neither blocks clicks nor reaches screen readers', () => {
    render(<Watermark />);
    const overlay = screen.getByText('TEST');
    expect(overlay).toHaveAttribute('aria-hidden', 'true');
    expect(overlay).toHaveStyle({ position: 'fixed', pointerEvents: 'none' });
  });

  it('[UI-2] a storage that cannot be read shows the watermark instead of failing', () => {
    const throwing = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    expect(shouldShowWatermark(throwing)).toBe(true);
  });

  it('[UI-2] where the browser blocks local storage altogether, the watermark shows and nothing breaks', () => {
    const blocked = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    try {
      expect(() => render(<Watermark />)).not.toThrow();
      expect(watermark()).toBeInTheDocument();
    } finally {
      // The shared clean-up clears local storage after each test.
      blocked.mockRestore();
    }
  });

  it('[UI-2] shouldShowWatermark reads the key `dev` of the storage it is given', () => {
    const storage = (value: string | null) => ({
      getItem: (key: string) => (key === 'dev' ? value : null),
    });
    expect(shouldShowWatermark(storage('true'))).toBe(false);
    expect(shouldShowWatermark(storage(null))).toBe(true);
    expect(shouldShowWatermark(storage('TRUE'))).toBe(true);
  });
});

/** The layouts (public, signed-in shell) place the watermark: the layouts with stand-in pages. */
describe('layout: the watermark in the app’s layouts', () => {
  it('[UI-2] the app shows it on every layout unless dev=true', async () => {
    const first = await renderLayout('/privacy-policies', { auth: new FakeAuth(null) });
    await screen.findByRole('heading', { level: 1, name: /\/privacy-policies$/ });
    expect(watermark()).toBeInTheDocument();
    first.unmount();

    localStorage.setItem('dev', 'true');
    await renderLayout(`/companies/${COMPANY_IDS.alpenglueck}/dashboard`);
    await screen.findByRole('heading', { level: 1, name: /\/dashboard$/ });
    expect(watermark()).not.toBeInTheDocument();
  });

  it('[UI-2] the signed-in app shell shows it without dev', async () => {
    await renderLayout(`/companies/${COMPANY_IDS.alpenglueck}/dashboard`);
    await screen.findByRole('heading', { level: 1, name: /\/dashboard$/ });
    expect(watermark()).toBeInTheDocument();
  });
});
