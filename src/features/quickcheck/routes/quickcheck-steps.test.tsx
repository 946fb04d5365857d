import { screen, waitFor } from '@testing-library/react';
import { FakeAuth } from '@/testing/fake-auth';
import { renderRoute } from '@/testing/render-app';

// A few screens of the public app: slower than one component on a busy machine.
jest.setTimeout(45_000);

/** The elements the page scrolled into view (jsdom has no layout, so no scrolling). */
let scrolled: Element[] = [];
beforeEach(() => {
  scrolled = [];
  Element.prototype.scrollIntoView = function scrollIntoView() {
    scrolled.push(this as Element);
  };
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

/** The step's heading has the focus and was scrolled to the top. */
async function expectStepOpened(name: string) {
  const heading = await screen.findByRole('heading', { level: 2, name });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(scrolled.at(-1)).toBe(heading);
}

describe('the quickcheck’s steps open at their top (UX-12)', () => {
  it('[UX-12][UX-11] each step change, forward and back, focuses the step’s heading and scrolls it to the top; opening the page does not', async () => {
    const { user } = await renderRoute('/quickcheck', { auth: new FakeAuth(null) });
    expect(await screen.findByText('Question 1 of 2')).toBeInTheDocument();
    expect(scrolled).toEqual([]);

    await user.click(await screen.findByRole('checkbox', { name: 'Austria' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Head office' }), 'Austria');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Question 2 of 2')).toBeInTheDocument();
    await expectStepOpened('Your products and how you sell them');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Question 1 of 2')).toBeInTheDocument();
    await expectStepOpened('Your markets and your head office');
  });
});
