import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useController, useWatch, type FieldPath } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { SubmitError } from '@/shared/forms/submit-error';
import {
  ANONYMOUS_CATEGORY,
  ILLEGAL_CONTENT_CATEGORIES,
  IllegalContentNoticeSchema,
  MAX_CONTENT_URLS,
  type IllegalContentNoticeInput,
  type NoticeReceipt,
} from '@/shared/contract/main/illegal-content';
import type { Language } from '@/shared/contract/primitives';
import { FormNativeSelectField } from '@/shared/forms/form-native-select-field';
import { FormTextField } from '@/shared/forms/form-text-field';
import { SubmitButton } from '@/shared/forms/submit-button';
import { showServerFieldErrors, useContractForm } from '@/shared/forms/use-contract-form';
import { useSubmitIllegalContentNoticeMutation } from './api';

type Field = FieldPath<IllegalContentNoticeInput>;

type FormControlProp = ReturnType<
  typeof useContractForm<typeof IllegalContentNoticeSchema>
>['control'];

/** Its own component, so the field registers (and takes the focus) in the order of the form. */
function GoodFaithField({ control }: { control: FormControlProp }) {
  const { t } = useTranslation('illegalContent');
  const goodFaith = useController({ control, name: 'goodFaith' });
  return (
    <FormControl error={Boolean(goodFaith.fieldState.error)}>
      <FormControlLabel
        sx={{ alignItems: 'flex-start' }}
        control={
          <Checkbox
            checked={goodFaith.field.value === true}
            onChange={(e) => goodFaith.field.onChange(e.target.checked)}
            onBlur={goodFaith.field.onBlur}
            sx={{ mt: -1 }}
            slotProps={{ input: { ref: goodFaith.field.ref } }}
          />
        }
        label={t('form.goodFaith')}
      />
      {goodFaith.fieldState.error && <FormHelperText>{t('form.goodFaithRequired')}</FormHelperText>}
    </FormControl>
  );
}

/** The notice of Art. 16 DSA: where, why, who, and the statement of good faith. */
export function NoticeForm({
  initialUrl,
  onReceived,
}: {
  initialUrl: string;
  onReceived: (receipt: NoticeReceipt) => void;
}) {
  const { t, i18n } = useTranslation('illegalContent');
  const [submitNotice] = useSubmitIllegalContentNoticeMutation();
  const [serverError, setServerError] = useState<unknown>(null);
  const form = useContractForm(
    IllegalContentNoticeSchema,
    {
      contentUrls: [initialUrl],
      category: '' as IllegalContentNoticeInput['category'],
      explanation: '',
      notifierName: '',
      notifierEmail: '',
      goodFaith: false as unknown as true,
      language: i18n.language as Language,
    },
    { crossFieldChecks: true },
  );
  const { control, handleSubmit, formState, getValues, setValue, trigger } = form;
  const urls = useWatch({ control, name: 'contentUrls' });
  const category = useWatch({ control, name: 'category' });
  const anonymousAllowed = category === ANONYMOUS_CATEGORY;
  const { isSubmitted } = formState;
  // Whether name and e-mail are required follows the category: check them again when it changes.
  useEffect(() => {
    if (isSubmitted) void trigger(['notifierName', 'notifierEmail']);
  }, [category, isSubmitted, trigger]);

  const fieldOrder = (): Field[] => [
    ...urls.map((_u, i) => `contentUrls.${i}` as Field),
    'contentUrls',
    'category',
    'explanation',
    'notifierName',
    'notifierEmail',
    'goodFaith',
  ];

  const submit = handleSubmit(async (notice) => {
    setServerError(null);
    const result = await submitNotice({ ...notice, language: i18n.language as Language });
    if (result.data) onReceived(result.data);
    else {
      showServerFieldErrors(form, result.error, fieldOrder());
      setServerError(result.error);
    }
  });

  const heading = (text: string) => (
    <Typography variant="h2" sx={{ fontSize: '1.25rem', mt: 2 }}>
      {text}
    </Typography>
  );

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label={t('form.label')}>
      <Stack spacing={2} sx={{ maxWidth: 640 }}>
        {heading(t('form.where'))}
        {urls.map((_url, index) => (
          <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <FormTextField
              control={control}
              name={`contentUrls.${index}`}
              id={`notice-url-${index}`}
              label={t('form.url', { number: index + 1 })}
              type="url"
              required
              helperText={t('form.urlHelp')}
              errorText={(code) => (code === 'invalid' ? t('form.urlInvalid') : undefined)}
            />
            {urls.length > 1 && (
              <IconButton
                aria-label={t('form.removeUrl', { number: index + 1 })}
                onClick={() =>
                  setValue(
                    'contentUrls',
                    getValues('contentUrls').filter((_u, i) => i !== index),
                  )
                }
                sx={{ mt: 1 }}
              >
                <DeleteIcon />
              </IconButton>
            )}
          </Stack>
        ))}
        {urls.length < MAX_CONTENT_URLS && (
          <Box>
            <Button
              startIcon={<AddIcon />}
              onClick={() => setValue('contentUrls', [...getValues('contentUrls'), ''])}
            >
              {t('form.addUrl')}
            </Button>
          </Box>
        )}

        {heading(t('form.why'))}
        <FormNativeSelectField
          control={control}
          name="category"
          id="notice-category"
          label={t('form.category')}
          required
          helperText={t('form.categoryHelp')}
          options={ILLEGAL_CONTENT_CATEGORIES.map((c) => ({
            value: c,
            label: t(`categories.${c}`),
          }))}
        />
        <FormTextField
          control={control}
          name="explanation"
          id="notice-explanation"
          label={t('form.explanation')}
          required
          multiline
          minRows={5}
          helperText={t('form.explanationHelp')}
          errorText={(code) => (code === 'tooShort' ? t('form.explanationShort') : undefined)}
        />

        {heading(t('form.who'))}
        <Typography color="text.secondary">{t('form.whoHelp')}</Typography>
        <FormTextField
          control={control}
          name="notifierName"
          id="notice-name"
          label={t('form.name')}
          required={!anonymousAllowed}
          autoComplete="name"
          helperText={anonymousAllowed ? t('form.optional') : undefined}
        />
        <FormTextField
          control={control}
          name="notifierEmail"
          id="notice-email"
          label={t('form.email')}
          type="email"
          required={!anonymousAllowed}
          autoComplete="email"
          helperText={anonymousAllowed ? t('form.optional') : undefined}
          errorText={(code) => (code === 'invalid' ? t('form.emailInvalid') : undefined)}
        />
        <GoodFaithField control={control} />
        {serverError !== null && <SubmitError error={serverError} />}
        <Box>
          <SubmitButton submitting={formState.isSubmitting} busyLabel={t('form.sending')}>
            {t('form.submit')}
          </SubmitButton>
        </Box>
      </Stack>
    </form>
  );
}
