import { screen, waitFor } from '@testing-library/react';
import { FakeAuth } from '@/testing/fake-auth';
import { renderApp } from '@/testing/render-app';

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

/** The question's legend (the fieldset's name) has the focus and was scrolled to the top. */
async function expectQuestionOpened(legend: string) {
  const group = await screen.findByRole('group', { name: legend });
  const heading = group.querySelector('legend')!;
  await waitFor(() => expect(heading).toHaveFocus());
  expect(scrolled.at(-1)).toBe(heading);
}

describe('the quickcheck’s questions open at their top (UX-12)', () => {
  it('[UX-12] each question change, forward and back, focuses the question’s legend and scrolls it to the top; opening the page does not', async () => {
    const { user } = await renderApp('/quickcheck', { auth: new FakeAuth(null) });
    expect(await screen.findByText('Question 1 of 5')).toBeInTheDocument();
    expect(scrolled).toEqual([]);

    await user.click(await screen.findByRole('checkbox', { name: 'Austria' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Question 2 of 5')).toBeInTheDocument();
    await expectQuestionOpened('What do you place on these markets?');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Question 1 of 5')).toBeInTheDocument();
    await expectQuestionOpened('Where do you sell?');
  });
});
