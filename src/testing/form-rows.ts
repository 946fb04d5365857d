/**
 * The forms of the fault matrix for forms (`form-input-faults.test.tsx`): one row per form with a
 * submit: where it is, how to fill it, how to submit, the request it sends and what "kept" means.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { config } from '@/shared/config/config';
import { COMPANY_QUICKCHECK_KEY } from '@/shared/quickcheck/stored-quickcheck';
import type { renderRoute } from '@/testing/render-app';
import { COMPANY_IDS } from '../../mocks/common/data/fixtures/companies';

type User = Awaited<ReturnType<typeof renderRoute>>['user'];

export interface FormRow {
  name: string;
  path: string;
  /** The form, once the page shows it. */
  form: () => Promise<HTMLElement>;
  fill: (user: User, form: HTMLElement) => Promise<void>;
  submit: (form: HTMLElement) => HTMLElement;
  target: { method: 'post' | 'put'; url: string };
  kept: (form: HTMLElement) => void;
  /** The input survives the page's end (sign-in redirect) in session storage. */
  session?: true;
  /** Signed out, a public endpoint: no session to end or renew (TRUST-6 says what it does then). */
  public?: true;
  /**
   * The endpoint answers 204 without a body: a body of any shape is its success (as the fault
   * matrix says), so the malformed and wrong-shaped answers are no faults for it.
   */
  noBody?: true;
  setUp?: () => void;
}

const { alpenglueck, nordlicht } = COMPANY_IDS;
const main = config.mainApiUrl;
const account = config.accountApiUrl;
const formNamed = (name: string) => () => screen.findByRole('form', { name });
/**
 * A form its page opens with a button after an overview (HOUSE-6); with input kept in the session
 * (TRUST-5) the page opens the form itself.
 */
const formAfter = (start: string, name: string) => async () => {
  const shown = () =>
    screen.queryByRole('form', { name }) ?? screen.queryByRole('button', { name: start });
  await waitFor(() => expect(shown()).not.toBeNull());
  const startButton = screen.queryByRole('button', { name: start });
  if (startButton) fireEvent.click(startButton);
  return screen.findByRole('form', { name });
};
/** The form around a field, for forms without a name of their own. */
const formOf = (field: RegExp) => async () =>
  (await screen.findByRole('textbox', { name: field })).closest('form')!;
const button = (name: string | RegExp) => (form: HTMLElement) =>
  within(form).getByRole('button', { name });
const textbox = (form: HTMLElement, name: string | RegExp) =>
  within(form).getByRole('textbox', { name });

async function replace(user: User, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

export const ROWS: FormRow[] = [
  {
    name: 'licensing wizard: registration step (the first save creates the draft)',
    path: `/companies/${alpenglueck}/de-licensing-process/process`,
    form: formNamed('Company and registration'),
    fill: (user, form) =>
      replace(user, textbox(form, /^LUCID registration number/), 'DE1234567890123'),
    submit: button('Save and continue'),
    target: { method: 'post', url: `${main}/companies/${alpenglueck}/licences` },
    kept: (form) =>
      expect(textbox(form, /^LUCID registration number/)).toHaveValue('DE1234567890123'),
    session: true,
  },
  {
    name: 'licensing wizard: quantities step',
    path: `/companies/${alpenglueck}/at-licensing-process/process?draft=prc-0003&step=quantities`,
    form: formNamed('Quantities'),
    fill: (user, form) => replace(user, textbox(form, /^Plastics/), '1,020.5'),
    submit: button('Save and continue'),
    target: { method: 'put', url: `${main}/companies/${alpenglueck}/licences/prc-0003` },
    kept: (form) => expect(textbox(form, /^Plastics/)).toHaveValue('1,020.5'),
    session: true,
  },
  {
    name: 'support form',
    path: `/companies/${nordlicht}/support`,
    form: formNamed('Contact support'),
    fill: async (user, form) => {
      await user.selectOptions(
        within(form).getByRole('combobox', { name: /Topic/ }),
        'Invoices and payment',
      );
      await user.selectOptions(
        within(form).getByRole('combobox', { name: /Country it concerns/ }),
        'Germany',
      );
      await replace(user, textbox(form, /Your message/), 'Please send the 2026 invoice again.');
    },
    submit: button('Send message'),
    target: { method: 'post', url: `${main}/companies/${nordlicht}/tickets` },
    kept: (form) => {
      expect(textbox(form, /Your message/)).toHaveValue('Please send the 2026 invoice again.');
      expect(within(form).getByRole('combobox', { name: /Topic/ })).toHaveDisplayValue(
        'Invoices and payment',
      );
    },
    session: true,
  },
  {
    name: 'WEEE service order',
    path: `/companies/${alpenglueck}/weee-at`,
    form: formAfter('Start the order', 'Registration data and order'),
    fill: async (user, form) => {
      await user.type(textbox(form, 'Brands'), 'Alpenglück{Enter}');
      await user.click(within(form).getByRole('checkbox', { name: /5 Small equipment/ }));
      await user.click(within(form).getByRole('radio', { name: 'Private households (B2C)' }));
      await user.click(within(form).getByRole('checkbox', { name: /I accept the terms/ }));
    },
    submit: button('Order the service'),
    target: { method: 'post', url: `${main}/companies/${alpenglueck}/producer-registrations` },
    kept: (form) => {
      expect(within(form).getByRole('checkbox', { name: /5 Small equipment/ })).toBeChecked();
      expect(within(form).getByRole('radio', { name: 'Private households (B2C)' })).toBeChecked();
      expect(within(form).getByText('Alpenglück')).toBeInTheDocument();
    },
    session: true,
  },
  {
    name: 'representative order',
    path: `/companies/${nordlicht}/authoriseme`,
    setUp: () =>
      localStorage.setItem(
        COMPANY_QUICKCHECK_KEY,
        JSON.stringify({
          answers: {
            countries: ['AT'],
            streams: ['weee'],
            audience: 'consumers',
            channels: [],
            establishments: ['DE'],
          },
          completedAt: '2026-11-01T10:00:00.000Z',
        }),
      ),
    form: formNamed('Order an authorised representative'),
    fill: async (user, form) => {
      const austria = within(form).getByRole('group', { name: 'Austria' });
      await user.click(within(austria).getByRole('checkbox', { name: /^Packaging/ }));
      await user.click(within(form).getByRole('checkbox', { name: /I accept the terms/ }));
    },
    submit: button('Order'),
    target: { method: 'post', url: `${main}/companies/${nordlicht}/representation-orders` },
    kept: (form) =>
      expect(
        within(within(form).getByRole('group', { name: 'Austria' })).getByRole('checkbox', {
          name: /^Packaging/,
        }),
      ).toBeChecked(),
    session: true,
  },
  {
    name: 'NIE/NIF application details',
    path: `/companies/${nordlicht}/nie-nif-application`,
    form: formAfter('Enter the details', 'Applicant company and signatory'),
    fill: async (user, form) => {
      // [DOM-10] A date input: set, not typed.
      fireEvent.change(within(form).getByLabelText(/^Date of incorporation/), {
        target: { value: '2012-03-14' },
      });
      await replace(user, textbox(form, /^Register( \*)?$/), 'Amtsgericht Hamburg');
      await replace(user, textbox(form, /^Full name/), 'Jana Petersen');
      await replace(user, textbox(form, /^Document number/), 'C01X00T47');
      await replace(user, textbox(form, /^The signatory’s NIE/), 'X1234567L');
    },
    submit: button('Start the application'),
    target: { method: 'post', url: `${main}/companies/${nordlicht}/nie-nif-applications` },
    kept: (form) => {
      expect(textbox(form, /^Full name/)).toHaveValue('Jana Petersen');
      expect(textbox(form, /^The signatory’s NIE/)).toHaveValue('X1234567L');
    },
    session: true,
  },
  {
    name: 'company form',
    path: `/account/companies/${nordlicht}`,
    form: formOf(/^City/),
    fill: (user, form) => replace(user, textbox(form, /^City/), 'Hamburg-Altona'),
    submit: button('Save changes'),
    target: { method: 'put', url: `${account}/companies/${nordlicht}` },
    kept: (form) => expect(textbox(form, /^City/)).toHaveValue('Hamburg-Altona'),
  },
  {
    name: 'profile: names',
    path: '/account/profile',
    form: formOf(/^First name/),
    fill: (user, form) => replace(user, textbox(form, /^First name/), 'Olivia-Marie'),
    submit: button('Save name'),
    target: { method: 'post', url: `${account}/updateNames` },
    kept: (form) => expect(textbox(form, /^First name/)).toHaveValue('Olivia-Marie'),
  },
  {
    name: 'profile: e-mail change',
    path: '/account/profile',
    form: formNamed('E-mail address'),
    fill: (user, form) =>
      replace(user, textbox(form, /^New e-mail address/), 'olivia.obermayr@example.com'),
    submit: button('Change e-mail address'),
    target: { method: 'post', url: `${account}/updateEmail` },
    kept: (form) =>
      expect(textbox(form, /^New e-mail address/)).toHaveValue('olivia.obermayr@example.com'),
    // TRUST-10: kept across the sign-in again that an e-mail change may ask for.
    session: true,
  },
  {
    name: 'team: invitation',
    path: `/companies/${alpenglueck}/settings/invitations`,
    form: formNamed('Invite by e-mail'),
    fill: (user, form) => replace(user, textbox(form, /^E-mail address/), 'jonas@example.com'),
    submit: button('Send invitation'),
    target: { method: 'post', url: `${account}/companies/${alpenglueck}/invitations` },
    kept: (form) => expect(textbox(form, /^E-mail address/)).toHaveValue('jonas@example.com'),
  },
  {
    name: 'obligation page: registration number',
    path: `/companies/${alpenglueck}/dashboard/de/packaging`,
    form: formOf(/^LUCID/),
    fill: (user, form) => replace(user, textbox(form, /^LUCID/), 'DE1234567890123'),
    submit: button('Save number'),
    target: {
      method: 'put',
      url: `${main}/companies/${alpenglueck}/registrations/DE/packaging`,
    },
    kept: (form) => expect(textbox(form, /^LUCID/)).toHaveValue('DE1234567890123'),
  },
  {
    name: 'newsletter subscription (public)',
    path: '/newsletter-subscribe',
    public: true,
    noBody: true,
    form: formOf(/^E-mail address/),
    fill: async (user, form) => {
      await replace(user, textbox(form, /^E-mail address/), 'leser@example.com');
      await user.click(within(form).getByRole('checkbox', { name: /I would like to receive/ }));
    },
    submit: button('Subscribe'),
    target: { method: 'post', url: `${main}/newsletter/subscriptions` },
    kept: (form) => {
      expect(textbox(form, /^E-mail address/)).toHaveValue('leser@example.com');
      expect(within(form).getByRole('checkbox', { name: /I would like to receive/ })).toBeChecked();
    },
  },
];
