import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { CompanyInput } from '@/shared/api/account-types';
import { countryName } from '@/shared/i18n/format';

/** Countries a company can be established in here: the EU/EEA, Switzerland and the UK. */
const COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'CH',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GR',
  'HR',
  'HU',
  'IE',
  'IS',
  'IT',
  'LI',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
];

export interface CompanyFormValues {
  name: string;
  legalForm: string;
  country: string;
  street: string;
  postalCode: string;
  city: string;
  vatId: string;
  email: string;
  phone: string;
}

type Field = keyof CompanyFormValues;
const REQUIRED: Field[] = [
  'name',
  'legalForm',
  'country',
  'street',
  'postalCode',
  'city',
  'email',
  'phone',
];
const FIELD_ORDER: Field[] = [
  'name',
  'legalForm',
  'country',
  'street',
  'postalCode',
  'city',
  'vatId',
  'email',
  'phone',
];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const VAT = /^[A-Z]{2}[0-9A-Z]{2,12}$/;
const PHONE = /^\+?[0-9 ()/-]{6,20}$/;

export const emptyCompanyForm: CompanyFormValues = {
  name: '',
  legalForm: '',
  country: 'DE',
  street: '',
  postalCode: '',
  city: '',
  vatId: '',
  email: '',
  phone: '',
};

export function companyToForm(c: CompanyInput): CompanyFormValues {
  return {
    name: c.name,
    legalForm: c.legalForm,
    country: c.country,
    street: c.address.street,
    postalCode: c.address.postalCode,
    city: c.address.city,
    vatId: c.vatId ?? '',
    email: c.contact.email,
    phone: c.contact.phone,
  };
}

export function formToCompany(
  v: CompanyFormValues,
  registrations: CompanyInput['registrations'] = [],
): CompanyInput {
  return {
    name: v.name.trim(),
    legalForm: v.legalForm.trim(),
    country: v.country,
    address: {
      street: v.street.trim(),
      postalCode: v.postalCode.trim(),
      city: v.city.trim(),
      country: v.country,
    },
    vatId: v.vatId.trim() ? v.vatId.trim().toUpperCase().replace(/\s+/g, '') : null,
    registrations,
    contact: { email: v.email.trim(), phone: v.phone.trim() },
  };
}

/** Field validation (spec: not shown; README X-FORM-1): required fields, e-mail, VAT and phone formats. */
export function validateCompanyForm(v: CompanyFormValues): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const field of REQUIRED) if (!v[field].trim()) errors[field] = 'required';
  if (v.email.trim() && !EMAIL.test(v.email.trim())) errors.email = 'email';
  if (v.vatId.trim() && !VAT.test(v.vatId.trim().toUpperCase().replace(/\s+/g, '')))
    errors.vatId = 'vat';
  if (v.phone.trim() && !PHONE.test(v.phone.trim())) errors.phone = 'phone';
  return errors;
}

/**
 * Create or edit a company. Validates on blur and submit, focuses the first invalid field, and
 * keeps every value when the server refuses (the reason shows above the buttons, with retry).
 */
export function CompanyForm({
  initial,
  submitLabel,
  onSubmit,
  submitting,
  serverError,
}: {
  initial: CompanyFormValues;
  submitLabel: string;
  onSubmit: (values: CompanyFormValues) => void;
  submitting: boolean;
  serverError: string | null;
}) {
  const { t, i18n } = useTranslation('account');
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const refs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const errors = validateCompanyForm(values);

  const shown = (field: Field) => (submitted || touched[field] ? errors[field] : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const firstInvalid = FIELD_ORDER.find((f) => errors[f]);
    if (firstInvalid) {
      refs.current[firstInvalid]?.focus();
      return;
    }
    onSubmit(values);
  };

  const field = (
    name: Field,
    props: { type?: string; autoComplete?: string; select?: boolean; size?: number } = {},
  ) => {
    const error = shown(name);
    const { size = 6, select, ...inputProps } = props;
    return (
      <Grid size={{ xs: 12, sm: size }}>
        <TextField
          fullWidth
          id={`company-${name}`}
          name={name}
          label={t(`company.fields.${name}`)}
          value={values[name]}
          required={REQUIRED.includes(name)}
          select={select ?? false}
          onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
          onBlur={() => setTouched((s) => ({ ...s, [name]: true }))}
          error={Boolean(error)}
          helperText={
            error
              ? t(`company.errors.${error}`)
              : t(`company.help.${name}`, { defaultValue: '' }) || ' '
          }
          inputRef={(el: HTMLInputElement | null) => {
            refs.current[name] = el;
          }}
          {...inputProps}
        >
          {select &&
            COUNTRIES.map((code) => (
              <MenuItem key={code} value={code}>
                {countryName(code, i18n.language)}
              </MenuItem>
            ))}
        </TextField>
      </Grid>
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-label={submitLabel}>
      <Grid container spacing={2}>
        {field('name', { autoComplete: 'organization', size: 8 })}
        {field('legalForm', { size: 4 })}
        {field('street', { autoComplete: 'street-address', size: 12 })}
        {field('postalCode', { autoComplete: 'postal-code', size: 4 })}
        {field('city', { autoComplete: 'address-level2', size: 8 })}
        {field('country', { select: true })}
        {field('vatId')}
        {field('email', { type: 'email', autoComplete: 'email' })}
        {field('phone', { type: 'tel', autoComplete: 'tel' })}
        {serverError && (
          <Grid size={12}>
            <Alert severity="error" role="alert">
              {serverError}
            </Alert>
          </Grid>
        )}
        <Grid size={12}>
          <Button type="submit" variant="contained" disabled={submitting} aria-busy={submitting}>
            {submitting ? t('company.saving') : submitLabel}
          </Button>
        </Grid>
      </Grid>
    </form>
  );
}
