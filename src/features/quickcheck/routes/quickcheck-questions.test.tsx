import { screen, waitFor, within } from '@testing-library/react';
import { FakeAuth } from '@/testing/fake-auth';
import { locationOf, renderRoute } from '@/testing/render-app';

jest.setTimeout(90_000);

const signedOut = () => new FakeAuth(null);

/** UX-11: two steps, ten clicks: where (markets, head office), then what and how. */
/** The market checkbox of a country (a branch there is asked with the same name, further down). */
const market = async (name: string) =>
  within(await screen.findByRole('group', { name: 'Where do you sell?' })).getByRole('checkbox', {
    name,
  });

async function answerAll(user: Awaited<ReturnType<typeof renderRoute>>['user']) {
  await user.click(await market('Austria'));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Head office' }), 'Germany');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(await screen.findByRole('checkbox', { name: /^Packaged goods/ }));
  await user.click(
    await screen.findByRole('radio', { name: 'with private households or comparable places' }),
  );
  await user.click(screen.getByRole('radio', { name: 'Distance seller from another country' }));
  await user.click(screen.getByRole('checkbox', { name: /^Own online shop/ }));
  await user.click(screen.getByRole('button', { name: 'Show my result' }));
}

describe('the quickcheck’s questions', () => {
  it('[QC-1][UX-11] two screens of questions with progress; every answer in the address, each screen a history entry', async () => {
    const { user, router } = await renderRoute('/quickcheck', { auth: signedOut() });
    expect(await screen.findByText('Question 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    await answerAll(user);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your result' }),
    ).toBeInTheDocument();
    expect(locationOf(router)).toBe(
      '/quickcheck?step=result&countries=AT&streams=packaging&pkg=households&role=distanceSeller&channels=ownShop&home=DE',
    );
    await router.navigate(-1);
    expect(await screen.findByText('Question 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^Own online shop/ })).toBeChecked();
    expect(
      screen.getByRole('radio', { name: 'Distance seller from another country' }),
    ).toBeChecked();
    // Back keeps the answers of both steps.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Question 1 of 2')).toBeInTheDocument();
    expect(await market('Austria')).toBeChecked();
    // Sold to Austria with the head office in Germany: a branch in Austria is asked, none ticked.
    const branches = screen.getByRole('group', {
      name: 'Do you have a branch or subsidiary in any of these countries?',
    });
    expect(within(branches).getByRole('checkbox', { name: 'Austria' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Head office' })).toHaveDisplayValue('Germany');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Question 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^Packaged goods/ })).toBeChecked();
  });

  it('[QC-1][UX-11] a reload (a fresh start at the same address) loses nothing; a former step’s name opens the step holding its question', async () => {
    const { router } = await renderRoute(
      '/quickcheck?step=products&countries=AT,DE&streams=weee&home=DE',
      { auth: signedOut() },
    );
    expect(await screen.findByText('Question 2 of 2')).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: /^Electrical and electronic equipment/ }),
    ).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Packaged goods/ })).not.toBeChecked();
    await waitFor(() =>
      expect(locationOf(router)).toBe(
        '/quickcheck?step=what&countries=AT%2CDE&streams=weee&home=DE',
      ),
    );
  });

  it('[QC-1][X-QC-1][UX-11] an unanswered question says so where it is and takes the focus; a later step cannot be skipped to', async () => {
    const { user, router } = await renderRoute('/quickcheck?step=channels&countries=AT', {
      auth: signedOut(),
    });
    // The head office is not chosen yet: the address falls back to the step that asks it.
    expect(await screen.findByText('Question 1 of 2')).toBeInTheDocument();
    await waitFor(() => expect(locationOf(router)).toBe('/quickcheck?step=where&countries=AT'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const home = screen.getByRole('group', { name: 'Where is your company established?' });
    expect(await within(home).findByRole('alert')).toHaveTextContent(
      'Choose where your head office is, or “Outside Europe”.',
    );
    expect(home).toHaveAccessibleDescription(/Choose where your head office is/);
    expect(home.querySelector('legend')).toHaveFocus();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Head office' }),
      'Outside Europe',
    );
    // Answered, the question no longer says it is missing.
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Question 2 of 2')).toBeInTheDocument();

    // Step 2 names every question left open, and the first takes the focus.
    await user.click(screen.getByRole('checkbox', { name: /^Own online shop/ }));
    await user.click(screen.getByRole('button', { name: 'Show my result' }));
    const products = screen.getByRole('group', { name: 'What do you place on these markets?' });
    expect(within(products).getByRole('alert')).toHaveTextContent(
      'Choose at least one kind of product.',
    );
    expect(products.querySelector('legend')).toHaveFocus();
    expect(
      within(screen.getByRole('group', { name: 'On these markets you are…' })).getByRole('alert'),
    ).toHaveTextContent('Choose what you are on these markets.');
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    // A chosen product brings its end-use question; left open, it is named the next time.
    await user.click(screen.getByRole('checkbox', { name: /^Packaged goods/ }));
    await user.click(screen.getByRole('button', { name: 'Show my result' }));
    const packagingEnd = screen.getByRole('group', { name: 'Your packaging typically ends up…' });
    expect(within(packagingEnd).getByRole('alert')).toHaveTextContent(
      'Choose where your packaging ends up.',
    );
    expect(packagingEnd.querySelector('legend')).toHaveFocus();
    // Nothing given is lost.
    expect(screen.getByRole('checkbox', { name: /^Own online shop/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Packaged goods/ })).toBeChecked();
    expect(locationOf(router)).toMatch(/step=what&countries=AT&streams=packaging/);
  });

  it('[UX-11][RULE-3] each chosen kind’s end-use question appears right under it, and only for the kinds chosen', async () => {
    const { user } = await renderRoute('/quickcheck?step=what&countries=AT&home=DE', {
      auth: signedOut(),
    });
    expect(await screen.findByText('Question 2 of 2')).toBeInTheDocument();
    const packagingEnd = 'Your packaging typically ends up…';
    const productEnd = 'Your electrical equipment, batteries or textiles…';
    expect(screen.queryByRole('group', { name: packagingEnd })).toBeNull();
    expect(screen.queryByRole('group', { name: productEnd })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: /^Packaged goods/ }));
    const packaging = screen.getByRole('group', { name: packagingEnd });
    // Packaged goods only: where equipment ends up is not asked.
    expect(screen.queryByRole('group', { name: productEnd })).toBeNull();
    const follows = (a: Element, b: Element) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    const packagingBox = screen.getByRole('checkbox', { name: /^Packaged goods/ });
    const weeeBox = screen.getByRole('checkbox', { name: /^Electrical and electronic/ });
    expect(follows(packagingBox, packaging)).toBe(true);
    expect(follows(packaging, weeeBox)).toBe(true);

    await user.click(weeeBox);
    const products = screen.getByRole('group', { name: productEnd });
    expect(follows(screen.getByRole('checkbox', { name: /^Textiles/ }), products)).toBe(true);
    expect(
      follows(products, screen.getByRole('group', { name: 'On these markets you are…' })),
    ).toBe(true);
    // The law's general point on end uses is said once, with the first of them.
    expect(packaging).toHaveAccessibleDescription(/not who buys them first/);
    expect(products).not.toHaveAccessibleDescription(/not who buys them first/);

    await user.click(packagingBox);
    expect(screen.queryByRole('group', { name: packagingEnd })).toBeNull();
    expect(screen.getByRole('group', { name: productEnd })).toHaveAccessibleDescription(
      /not who buys them first/,
    );
  });

  it('[QC-1] all EU countries can be chosen; a country without rules of its own gets the EU baseline', async () => {
    const { user } = await renderRoute('/quickcheck', { auth: signedOut() });
    await user.click(await screen.findByRole('button', { name: 'Show all EU countries' }));
    expect(screen.getByRole('checkbox', { name: 'Italy' })).toBeInTheDocument();
  });
});
