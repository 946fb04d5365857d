import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useController, type FieldPath } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import {
  NEWSLETTER_TOPICS,
  NewsletterSubscriptionRequestSchema,
  type NewsletterSubscriptionRequest,
} from '@/shared/contract/main/newsletter';
import { LANGUAGES, type Language } from '@/shared/contract/primitives';
import { FormNativeSelectField } from '@/shared/forms/form-native-select-field';
import { FormTextField } from '@/shared/forms/form-text-field';
import { SubmitButton } from '@/shared/forms/submit-button';
import { showServerFieldErrors, useContractForm } from '@/shared/forms/use-contract-form';
import { paths } from '@/shared/paths';
import { useSubscribeToNewsletterMutation } from './api';
import { LANGUAGE_NAMES } from '@/shared/i18n/language-names';
import { SubmitError } from '@/shared/forms/submit-error';

const FIELD_ORDER: readonly FieldPath<NewsletterSubscriptionRequest>[] = [
  'email',
  'language',
  'topics',
  'consent',
];

type FormControlProp = ReturnType<
  typeof useContractForm<typeof NewsletterSubscriptionRequestSchema>
>['control'];

/** Its own component, so the field registers (and takes the focus) in the order of the form. */
function TopicsField({ control }: { control: FormControlProp }) {
  const { t } = useTranslation('newsletter');
  const topics = useController({ control, name: 'topics' });
  return (
    <FormControl component="fieldset" error={Boolean(topics.fieldState.error)}>
      <FormLabel component="legend">{t('form.topics')}</FormLabel>
      <FormGroup>
        {NEWSLETTER_TOPICS.map((topic, index) => (
          <FormControlLabel
            key={topic}
            label={t(`topics.${topic}`)}
            control={
              <Checkbox
                checked={topics.field.value.includes(topic)}
                slotProps={{ input: { ref: index === 0 ? topics.field.ref : undefined } }}
                onChange={(e) => {
                  const rest = topics.field.value.filter((x) => x !== topic);
                  topics.field.onChange(e.target.checked ? [...rest, topic] : rest);
                }}
                onBlur={topics.field.onBlur}
              />
            }
          />
        ))}
      </FormGroup>
      <FormHelperText>
        {topics.fieldState.error ? t('form.topicsRequired') : t('form.topicsHelp')}
      </FormHelperText>
    </FormControl>
  );
}

function ConsentField({ control }: { control: FormControlProp }) {
  const { t } = useTranslation('newsletter');
  const consent = useController({ control, name: 'consent' });
  return (
    <FormControl error={Boolean(consent.fieldState.error)}>
      <FormControlLabel
        sx={{ alignItems: 'flex-start' }}
        control={
          <Checkbox
            checked={consent.field.value === true}
            onChange={(e) => consent.field.onChange(e.target.checked)}
            onBlur={consent.field.onBlur}
            sx={{ mt: -1 }}
            slotProps={{
              input: { ref: consent.field.ref, 'aria-describedby': 'newsletter-consent-help' },
            }}
          />
        }
        label={t('form.consent')}
      />
      <FormHelperText id="newsletter-consent-help">
        {consent.fieldState.error ? `${t('form.consentRequired')} ` : ''}
        {t('form.consentHelp')}{' '}
        <Link component={RouterLink} to={paths.privacyPolicies.href()} underline="always">
          {t('form.privacyLink')}
        </Link>
      </FormHelperText>
    </FormControl>
  );
}

/** E-mail, language, topics and consent; on success the same neutral answer for every address. */
export function SubscriptionForm({ onSent }: { onSent: (email: string) => void }) {
  const { t, i18n } = useTranslation('newsletter');
  const [subscribe] = useSubscribeToNewsletterMutation();
  const [serverError, setServerError] = useState<unknown>(null);
  const form = useContractForm(NewsletterSubscriptionRequestSchema, {
    email: '',
    language: (LANGUAGES as readonly string[]).includes(i18n.language)
      ? (i18n.language as Language)
      : 'en',
    topics: ['deadlines', 'lawChanges'],
    consent: false as unknown as true,
  });
  const { control, handleSubmit, formState } = form;

  const submit = handleSubmit(async (body) => {
    setServerError(null);
    const result = await subscribe(body);
    if ('error' in result) {
      showServerFieldErrors(form, result.error, FIELD_ORDER);
      setServerError(result.error);
    } else onSent(body.email);
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={t('form.label')}>
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        <FormTextField
          control={control}
          name="email"
          id="newsletter-email"
          label={t('form.email')}
          type="email"
          autoComplete="email"
          required
          helperText={t('form.emailHelp')}
          errorText={(code) => (code === 'invalid' ? t('form.emailInvalid') : undefined)}
        />
        <FormNativeSelectField
          control={control}
          name="language"
          id="newsletter-language"
          label={t('form.language')}
          helperText={t('form.languageHelp')}
          options={LANGUAGES.map((language) => ({
            value: language,
            label: LANGUAGE_NAMES[language],
            lang: language,
          }))}
        />
        <TopicsField control={control} />
        <ConsentField control={control} />
        {serverError !== null && <SubmitError error={serverError} />}
        <div>
          <SubmitButton submitting={formState.isSubmitting} busyLabel={t('form.sending')}>
            {t('form.submit')}
          </SubmitButton>
        </div>
      </Stack>
    </form>
  );
}
