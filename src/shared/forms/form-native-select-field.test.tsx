import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { renderWithProviders } from '@/testing/render-app';
import { FormNativeSelectField } from './form-native-select-field';
import { useContractForm } from './use-contract-form';

const Schema = v.object({
  topic: v.pipe(v.string(), v.nonEmpty('required')),
  language: v.string(),
});

const TOPICS = [
  { value: 'billing', label: 'Invoices and payment' },
  { value: 'registration', label: 'Registration' },
];

/** A contract form with a required choice and one whose options bring their own empty choice. */
function Form({ onValid }: { onValid: (values: v.InferOutput<typeof Schema>) => void }) {
  const form = useContractForm(Schema, { topic: '', language: '' });
  return (
    <form
      noValidate
      aria-label="Contact"
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
    >
      <FormNativeSelectField
        control={form.control}
        name="topic"
        id="topic"
        label="Topic"
        required
        helperText="What it is about"
        options={TOPICS}
      />
      <FormNativeSelectField
        control={form.control}
        name="language"
        label="Language"
        options={[
          { value: '', label: 'None' },
          { value: 'de', label: 'Deutsch', lang: 'de' },
        ]}
      />
      <button type="submit">Send</button>
    </form>
  );
}

describe('FormNativeSelectField (HOUSE-6)', () => {
  it('[HOUSE-6] a choice of plain texts is the browser’s own select, labelled, with an empty first choice until something is chosen', async () => {
    await renderWithProviders(<Form onValid={() => undefined} />);
    const topic = screen.getByRole('combobox', { name: /^Topic/ });
    expect(topic.tagName).toBe('SELECT');
    expect(topic).toHaveDisplayValue('');
    expect(topic).toHaveAccessibleDescription('What it is about');
    expect(
      within(topic)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['', 'Invoices and payment', 'Registration']);
    // Options that bring their own empty choice get no second one; a language keeps its `lang`.
    const language = screen.getByRole('combobox', { name: 'Language' });
    expect(within(language).getAllByRole('option')).toHaveLength(2);
    expect(within(language).getByRole('option', { name: 'Deutsch' })).toHaveAttribute('lang', 'de');
    // No MUI menu: nothing opens in a popup of the page's own.
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('[HOUSE-6] a required choice left empty says so on submit and takes the focus; chosen, the form sends the value', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    await renderWithProviders(<Form onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const topic = screen.getByRole('combobox', { name: /^Topic/ });
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(topic).toHaveAttribute('aria-invalid', 'true');
    expect(topic).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();

    // The keyboard chooses as in any select (here: user-event's selection of an option).
    await user.selectOptions(topic, 'Registration');
    expect(topic).toHaveAttribute('aria-invalid', 'false');
    expect(topic).toHaveAccessibleDescription('What it is about');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Deutsch');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith(
      { topic: 'registration', language: 'de' },
      expect.anything(),
    );
  });
});
