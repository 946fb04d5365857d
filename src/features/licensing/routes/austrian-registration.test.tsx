import { screen, within } from '@testing-library/react';
import { FakeAuth } from '@/testing/fake-auth';
import { renderRoute } from '@/testing/render-app';
import { COMPANY_IDS } from '../../../../mocks/common/data/fixtures/companies';
import { USER_IDS } from '../../../../mocks/common/data/fixtures/users';
import { licences } from '../../../../mocks/main-api/data/licensing';

const { alpenglueck } = COMPANY_IDS;
const path = `/companies/${alpenglueck}/at-licensing-process/process`;

async function openStep() {
  const app = await renderRoute(path, { auth: new FakeAuth(USER_IDS.owner) });
  await screen.findByRole('heading', { level: 2, name: 'Step 1 of 4: Company and registration' });
  return app;
}

const group = (name: string) => screen.getByRole('radiogroup', { name });
const scope = () => group('Which packaging do you place on the Austrian market?');
const established = () => group('Does your company have an establishment in Austria?');
const save = () => screen.getByRole('button', { name: 'Save and continue' });
/** The Austrian draft this test made (the fixtures' own draft is another one). */
const newDraft = (before: Set<string>) =>
  licences.all().find((l) => l.companyId === alpenglueck && !before.has(l.id));

describe('the Austrian licence’s registration step', () => {
  it('[LIC-2] the packaging it covers is required: the refusal names it, describes the group and focuses its first option; nothing is saved', async () => {
    const before = new Set(licences.all().map((l) => l.id));
    const { user } = await openStep();
    // An Austrian company is established in Austria unless it says otherwise.
    expect(within(established()).getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(screen.queryByRole('radiogroup', { name: 'Authorised representative' })).toBeNull();

    await user.click(save());
    const refusal = await screen.findByText('Choose which packaging the licence covers.');
    expect(scope()).toHaveAccessibleDescription(refusal.textContent!);
    const [household] = within(scope()).getAllByRole('radio');
    expect(household).toHaveFocus();
    expect(household).toBeInvalid();
    expect(newDraft(before)).toBeUndefined();
  });

  it('[LIC-2] a company without an Austrian establishment is told it needs a representative, names its own, and the draft keeps all of it', async () => {
    const before = new Set(licences.all().map((l) => l.id));
    const { user } = await openStep();
    // The option's explanation is part of its name, so it is read with it.
    await user.click(within(scope()).getByRole('radio', { name: /^Commercial packaging/ }));
    await user.click(within(established()).getByRole('radio', { name: 'No' }));

    expect(screen.getByRole('note')).toHaveTextContent(
      'A company without an establishment in Austria needs an authorised representative based in Austria (VerpackVO §16a/§16b).',
    );
    const representative = group('Authorised representative');
    // Answering "no" proposes ours; the company may name its own instead.
    expect(
      within(representative).getByRole('radio', {
        name: 'Our authorised representative in Austria',
      }),
    ).toBeChecked();
    await user.click(
      within(representative).getByRole('radio', {
        name: 'A representative we have appointed ourselves',
      }),
    );
    await user.type(
      screen.getByRole('textbox', { name: /^Name of your authorised representative/ }),
      'Kanzlei Huber, Wien',
    );
    await user.click(save());

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Step 2 of 4: Licence year' }),
    ).toBeInTheDocument();
    expect(newDraft(before)).toMatchObject({
      country: 'AT',
      step: 'year',
      austria: {
        scope: 'commercial',
        establishedInAustria: false,
        representative: 'own',
        representativeName: 'Kanzlei Huber, Wien',
      },
    });
  });

  it('[LIC-2] answering "yes" again takes the representative away (not needed)', async () => {
    const { user } = await openStep();
    await user.click(within(established()).getByRole('radio', { name: 'No' }));
    expect(group('Authorised representative')).toBeInTheDocument();
    await user.click(within(established()).getByRole('radio', { name: 'Yes' }));
    expect(screen.queryByRole('radiogroup', { name: 'Authorised representative' })).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
  });
});
