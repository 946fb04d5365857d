import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { config } from '@/shared/config/config';
import type { NieNifApplication } from '@/shared/contract/main/nie-nif';
import { FakeAuth } from '@/testing/fake-auth';
import { renderRoute } from '@/testing/render-app';
import { server } from '../../../mocks/common/node';
import { COMPANY_IDS } from '../../../mocks/common/data/fixtures/companies';
import { USER_IDS } from '../../../mocks/common/data/fixtures/users';
import { nieNifApplications } from '../../../mocks/main-api/data/nie-nif';
import { processes } from '../../../mocks/main-api/data/processes';
import { scheduledSteps } from '../../../mocks/main-api/data/service-steps';
import { callMainApi, pdfUpload } from '../../../mocks/common/testing/main-api-call';

// Whole flows through several forms: slower than one page, above all on a busy machine.
jest.setTimeout(45_000);

const { nordlicht } = COMPANY_IDS;
const path = `/companies/${nordlicht}/nie-nif-application`;
const pdf = (name: string) => new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });

/** HOUSE-6: a company without an application sees what it needs; the form follows its button. */
async function open() {
  const app = await renderRoute(path, { auth: new FakeAuth(USER_IDS.owner) });
  await app.user.click(await screen.findByRole('button', { name: 'Enter the details' }));
  await screen.findByRole('form', { name: 'Applicant company and signatory' });
  return app;
}

const details = {
  company: {
    legalName: 'Nordlicht Versand GmbH',
    legalForm: 'GmbH',
    seatCountry: 'DE',
    street: 'Große Elbstraße 145',
    postalCode: '22767',
    city: 'Hamburg',
    foreignTaxId: 'DE318245671',
    incorporationDate: '2012-03-14',
    registerName: 'Amtsgericht Hamburg',
    registerNumber: 'HRB 164821',
    notificationChannel: 'dehu',
    notificationStreet: '',
    notificationPostalCode: '',
    notificationCity: '',
    taxRepresentativeName: '',
    taxRepresentativeNif: '',
  },
  signatory: {
    fullName: 'Jana Petersen',
    role: 'director',
    powerOfAttorneyDate: '',
    powerOfAttorneyNotary: '',
    idType: 'passport',
    idCountry: 'DE',
    idNumber: 'C01X00T47',
    nie: '',
  },
};

describe('the NIE/NIF application', () => {
  it('[DOM-10] the form’s rules come from the contract: DEHú or a Spanish address, an attorney’s power of attorney, a tax representative outside the EEA', async () => {
    const { user } = await open();
    const form = screen.getByRole('form', { name: 'Applicant company and signatory' });
    expect(within(form).getByRole('radio', { name: /Electronically \(DEHú/ })).toBeChecked();
    fireEvent.change(within(form).getByLabelText(/^Date of incorporation/), {
      target: { value: '2012-03-14' },
    });
    await user.type(within(form).getByRole('textbox', { name: /^Register( \*)?$/ }), 'AG Hamburg');
    await user.type(within(form).getByRole('textbox', { name: /^Full name/ }), 'Jana Petersen');
    await user.type(within(form).getByRole('textbox', { name: /^Document number/ }), 'C01X00T47');
    expect(
      within(form).queryByRole('textbox', { name: /^Notification address in Spain/ }),
    ).not.toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: 'By post to an address in Spain' }));
    await user.click(
      within(form).getByRole('radio', { name: 'Attorney under a notarised power of attorney' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Start the application' }));
    await waitFor(() =>
      expect(
        within(form).getByRole('textbox', { name: /^Notification address in Spain/ }),
      ).toHaveAttribute('aria-invalid', 'true'),
    );
    // The attorney's fields appear with the role; the contract makes them required.
    expect(within(form).getByRole('textbox', { name: /^Notary/ })).toBeRequired();
    expect(within(form).getByLabelText(/^Date of the power of attorney/)).toBeRequired();
    const postalCode = within(form).getAllByRole('textbox', { name: /^Postal code/ })[1]!;
    await user.type(postalCode, '99999');
    await user.tab();
    expect(
      await within(form).findByText('A Spanish postal code has 5 digits, e.g. 28001.'),
    ).toBeInTheDocument();
    // A company from outside the EEA: the tax representative becomes required.
    expect(
      within(form).getByText(
        'A tax representative in Spain is optional for a company with its seat in the EU.',
      ),
    ).toBeInTheDocument();
    // The browser's own select (HOUSE-6): a list of country names.
    await user.selectOptions(
      within(form).getByRole('combobox', { name: /^Country of the registered seat/ }),
      'Switzerland',
    );
    expect(
      within(form).getByText(
        'The seat is outside the EEA: the company needs a tax representative in Spain.',
      ),
    ).toBeInTheDocument();
    // The signatory's document country is a list of countries too, not a free text.
    const issuedBy = within(form).getByRole('combobox', { name: /^Issued by/ });
    await user.selectOptions(issuedBy, 'Switzerland');
    expect(issuedBy).toHaveDisplayValue('Switzerland');
    expect(nieNifApplications.all()).toHaveLength(0);
  });

  it('[NIE-1] a wrong check letter is refused, the right one accepted; documents, consent and submit follow', async () => {
    const { user } = await open();
    const form = screen.getByRole('form', { name: 'Applicant company and signatory' });
    // Pre-filled from the company.
    expect(within(form).getByRole('textbox', { name: /^Legal name/ })).toHaveValue(
      'Nordlicht Versand GmbH',
    );
    expect(within(form).getByRole('textbox', { name: /^Register number/ })).toHaveValue(
      'HRB 164821',
    );
    // [DOM-10] The registered address and the tax ID come from the company too.
    expect(within(form).getByRole('textbox', { name: /^Registered address abroad/ })).toHaveValue(
      'Große Elbstraße 145',
    );
    expect(within(form).getByRole('textbox', { name: /^Tax ID in the seat country/ })).toHaveValue(
      'DE318245671',
    );
    fireEvent.change(within(form).getByLabelText(/^Date of incorporation/), {
      target: { value: '2012-03-14' },
    });
    await user.type(
      within(form).getByRole('textbox', { name: /^Register( \*)?$/ }),
      'Amtsgericht Hamburg',
    );
    await user.click(within(form).getByRole('textbox', { name: /^Full name/ }));
    await user.paste('Jana Petersen');
    await user.type(within(form).getByRole('textbox', { name: /^Document number/ }), 'C01X00T47');
    const nie = within(form).getByRole('textbox', { name: /^The signatory’s NIE or NIF/ });
    await user.type(nie, 'X1234567A');
    await user.tab();
    const invalid =
      'This is neither a valid NIE (e.g. X1234567L) nor a valid M NIF (e.g. M1234567L).';
    expect(await within(form).findByText(invalid)).toBeInTheDocument();
    await user.clear(nie);
    await user.type(nie, 'X1234567L');
    await user.tab();
    await waitFor(() => expect(within(form).queryByText(invalid)).not.toBeInTheDocument());
    await user.click(within(form).getByRole('button', { name: 'Start the application' }));

    const documents = await screen.findByRole('form', { name: 'Documents' });
    const record = nieNifApplications.all()[0]!;
    expect(record.signatory).toMatchObject({ nie: 'X1234567L', fullName: 'Jana Petersen' });
    expect(processes.findById(record.id)).toMatchObject({
      service: 'nie-nif-application',
      status: 'draft',
      country: 'ES',
    });
    expect(within(documents).getByText(/carry an apostille/)).toBeInTheDocument();
    expect(within(documents).getByText(/sworn translation into Spanish/)).toBeInTheDocument();

    await user.click(within(documents).getByRole('button', { name: 'Submit the application' }));
    expect(
      await within(documents).findByText('Your consent is needed to file the application.'),
    ).toBeInTheDocument();
    await user.click(within(documents).getByRole('checkbox', { name: /I consent/ }));
    await user.click(within(documents).getByRole('button', { name: 'Submit the application' }));
    expect(await within(documents).findByRole('alert')).toHaveTextContent(
      'Upload every document before you submit.',
    );
    expect(within(documents).getAllByText('This document is still missing.')).toHaveLength(3);

    await user.upload(
      within(documents).getByLabelText('Upload proof of existence'),
      pdf('handelsregister.pdf'),
    );
    expect(await within(documents).findByText('Uploaded: handelsregister.pdf')).toBeInTheDocument();
    await user.upload(
      within(documents).getByLabelText('Upload signatory’s ID'),
      pdf('passport.pdf'),
    );
    await within(documents).findByText('Uploaded: passport.pdf');
    await user.upload(
      within(documents).getByLabelText('Upload proof of authority'),
      pdf('vollmacht.pdf'),
    );
    await within(documents).findByText('Uploaded: vollmacht.pdf');
    await user.click(within(documents).getByRole('button', { name: 'Submit the application' }));

    const timeline = await screen.findByRole('list', { name: 'Application timeline' });
    expect(within(timeline).getAllByRole('listitem')[0]).toHaveTextContent('Application submitted');
    expect(processes.findById(record.id)?.status).toBe('submitted');
    expect(
      screen.getByText(
        'We keep you posted here: the NIF appears as soon as the tax office has issued it.',
      ),
    ).toBeInTheDocument();
  });

  it('[NIE-1][X-NIE-1] a file of another type is refused before it is sent; a failed upload says why', async () => {
    await callMainApi(
      USER_IDS.owner,
      'POST',
      `/companies/${nordlicht}/nie-nif-applications`,
      details,
    );
    const { user } = await renderRoute(path, { auth: new FakeAuth(USER_IDS.owner) });
    const documents = await screen.findByRole('form', { name: 'Documents' });
    // The browser's file dialog filters by type, but a user can still pick any file.
    fireEvent.change(within(documents).getByLabelText('Upload proof of existence'), {
      target: { files: [new File(['<html>'], 'page.html', { type: 'text/html' })] },
    });
    expect(
      await within(documents).findByText(
        'This file type is not accepted. Choose a PDF, JPEG or PNG file.',
      ),
    ).toBeInTheDocument();
    server.use(
      http.post(
        `${config.mainApiUrl}/companies/:companyId/nie-nif-applications/:processId/documents`,
        () => HttpResponse.json({ message: 'boom' }, { status: 500 }),
      ),
    );
    await user.upload(
      within(documents).getByLabelText('Upload signatory’s ID'),
      pdf('passport.pdf'),
    );
    expect(await within(documents).findByText('An unexpected error occurred.')).toBeInTheDocument();
  });

  it('[TRUST-7] a document over the contract’s limit is refused before it is sent, naming the limit; another upload can be cancelled and says so', async () => {
    await callMainApi(
      USER_IDS.owner,
      'POST',
      `/companies/${nordlicht}/nie-nif-applications`,
      details,
    );
    const sent: string[] = [];
    let release: () => void = () => undefined;
    server.use(
      http.post(
        `${config.mainApiUrl}/companies/:companyId/nie-nif-applications/:processId/documents`,
        async ({ request }) => {
          sent.push(request.url);
          await new Promise<void>((resolve) => (release = resolve));
          return HttpResponse.json({ message: 'too late' }, { status: 500 });
        },
      ),
    );
    const { user } = await renderRoute(path, { auth: new FakeAuth(USER_IDS.owner) });
    const documents = await screen.findByRole('form', { name: 'Documents' });
    const huge = pdf('scan.pdf');
    Object.defineProperty(huge, 'size', { value: 5 * 1024 * 1024 + 1 });
    fireEvent.change(within(documents).getByLabelText('Upload proof of existence'), {
      target: { files: [huge] },
    });
    expect(
      await within(documents).findByText('The file is too large: at most 5 MB.'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.upload(
      within(documents).getByLabelText('Upload signatory’s ID'),
      pdf('passport.pdf'),
    );
    expect(
      await within(documents).findByRole('progressbar', {
        name: 'Upload progress of passport.pdf',
      }),
    ).toBeInTheDocument();
    // One progress bar, at the document being uploaded.
    expect(within(documents).getAllByRole('progressbar')).toHaveLength(1);
    // Cancel once the request has reached the server, so the cancel aborts a sent upload.
    await waitFor(() => expect(sent).toHaveLength(1));
    await user.click(within(documents).getByRole('button', { name: 'Cancel upload' }));
    expect(
      await within(documents).findByText(/^Upload of passport\.pdf cancelled\./),
    ).toBeInTheDocument();
    expect(within(documents).queryByRole('progressbar')).not.toBeInTheDocument();
    release();
    expect(sent).toHaveLength(1);
    expect(nieNifApplications.all()).toHaveLength(1);
    expect(nieNifApplications.all()[0]!.documents).toHaveLength(0);
  });

  it('[NIE-1] once the tax office has issued it, the NIF and its document are shown', async () => {
    const { data } = await callMainApi<NieNifApplication>(
      USER_IDS.owner,
      'POST',
      `/companies/${nordlicht}/nie-nif-applications`,
      details,
    );
    const base = `/companies/${nordlicht}/nie-nif-applications/${data.id}`;
    for (const kind of ['proofOfExistence', 'signatoryId', 'proofOfAuthority']) {
      await callMainApi(USER_IDS.owner, 'POST', `${base}/documents`, {
        kind,
        file: pdfUpload(`${kind}.pdf`),
      });
    }
    await callMainApi(USER_IDS.owner, 'POST', `${base}/submit`, { consent: true });
    for (const step of scheduledSteps.all()) scheduledSteps.update(step.id, { at: Date.now() - 1 });

    await renderRoute(path, { auth: new FakeAuth(USER_IDS.owner) });
    const nif = await screen.findByTestId('nif');
    expect(nif.textContent).toMatch(/^N\d{7}[A-J]$/);
    // [DOM-10] The signatory's M NIF from form 030, the step before form 036.
    expect(screen.getByTestId('signatory-nif')).toHaveTextContent(
      /^The signatory’s M NIF \(form 030\): M\d{7}[A-Z]$/,
    );
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Certificate' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Receipt' })).toBeInTheDocument();
    const timeline = screen.getByRole('list', { name: 'Application timeline' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace(/On .*$/, '')),
    ).toEqual([
      'Application submitted',
      'Documents checked',
      // [DOM-10] The signatory had no NIE: form 030 first.
      'Signatory’s M NIF issued (form 030)',
      'Filed with the tax office',
      'NIF issued',
    ]);
  });
});
