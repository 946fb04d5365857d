import type { CompanyInput } from '@/shared/contract/account/companies';
import type { StoredQuickcheck } from '@/shared/contract/main/quickcheck';

/** A new company's form with nothing filled in (its own module: the form loads on demand). */
export const emptyCompany: CompanyInput = {
  name: '',
  legalForm: '',
  country: 'DE',
  address: { street: '', postalCode: '', city: '', country: 'DE' },
  vatId: '',
  commercialRegister: '',
  contact: { email: '', phone: '' },
};

/**
 * The first company's form, filled in from the quickcheck a new user brought into sign-up: its
 * country is the head office given there (else the one country with an establishment). The
 * markets themselves are the dashboard's to fill in.
 */
export function companyFromQuickcheck(quickcheck: StoredQuickcheck | null): CompanyInput {
  const answers = quickcheck?.answers;
  const country =
    answers?.homeCountry ??
    (answers?.establishments.length === 1 ? answers.establishments[0] : undefined);
  if (!country) return emptyCompany;
  return { ...emptyCompany, country, address: { ...emptyCompany.address, country } };
}
