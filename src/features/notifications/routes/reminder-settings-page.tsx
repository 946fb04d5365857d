import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import * as v from 'valibot';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useErrorMessage } from '@/shared/api/error-message';
import { SubmitError } from '@/shared/forms/submit-error';
import {
  MAX_LEAD_TIMES,
  ReminderPreferencesSchema,
  type ReminderPreferences,
  type ReminderSettings,
} from '@/shared/contract/main/reminders';
import { STREAMS, type Stream } from '@/shared/contract/reference';
import { companyPaths } from '@/shared/paths';
import { ErrorView } from '@/shared/ui/error-view';
import { PageFrame } from '@/shared/ui/page-frame';
import { useGetReminderSettingsQuery, usePutReminderPreferencesMutation } from '../api';
import { PlainTextField } from '@/shared/forms/plain-text-field';

type LeadError = 'required' | 'tooMany' | 'duplicate' | 'invalid';

interface Draft {
  leadDays: string[];
  overdue: boolean;
  emails: boolean;
  digest: boolean;
  /** Followed streams per company id. */
  follows: Record<string, Stream[]>;
}

const draftOf = (settings: ReminderSettings): Draft => ({
  leadDays: settings.preferences.leadDays.map(String),
  overdue: settings.preferences.overdue,
  emails: settings.preferences.emails,
  digest: settings.preferences.digest,
  follows: Object.fromEntries(
    settings.companies.map((c) => [
      c.companyId,
      settings.preferences.follows.find((f) => f.companyId === c.companyId)?.streams ?? [],
    ]),
  ),
});

const asNumber = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The contract's check, with one message for the list and one per field. */
function check(prefs: ReminderPreferences): { list?: LeadError; fields: Record<number, true> } {
  const result = v.safeParse(ReminderPreferencesSchema, prefs);
  if (result.success) return { fields: {} };
  const fields: Record<number, true> = {};
  let list: LeadError | undefined;
  for (const issue of result.issues) {
    const path = issue.path?.map((p) => p.key) ?? [];
    if (path[0] !== 'leadDays') continue;
    if (typeof path[1] === 'number') fields[path[1]] = true;
    else if (
      issue.message === 'duplicate' ||
      issue.message === 'tooMany' ||
      issue.message === 'required'
    )
      list = issue.message;
  }
  if (!list && Object.keys(fields).length) list = 'invalid';
  return { list, fields };
}

function SettingsForm({ settings }: { settings: ReminderSettings }) {
  const { t } = useTranslation(['reminders', 'reference']);
  const errorMessage = useErrorMessage();
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const [shown, setShown] = useState<ReturnType<typeof check> | null>(null);
  const [save, saving] = usePutReminderPreferencesMutation();
  const [saved, setSaved] = useState(false);

  const prefs = (): ReminderPreferences => ({
    leadDays: draft.leadDays.map(asNumber),
    overdue: draft.overdue,
    emails: draft.emails,
    digest: draft.digest,
    follows: Object.entries(draft.follows).map(([companyId, streams]) => ({ companyId, streams })),
  });
  const update = (patch: Partial<Draft>) => {
    setSaved(false);
    setDraft((d) => ({ ...d, ...patch }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = check(prefs());
    setShown(result);
    if (result.list) {
      const first = Object.keys(result.fields)[0] ?? '0';
      document.getElementById(`lead-day-${first}`)?.focus();
      return;
    }
    const answer = await save(prefs());
    if (!('error' in answer)) setSaved(true);
  };

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={(e) => void onSubmit(e)}>
      {!draft.emails && <Alert severity="info">{t('settings.emailsOff')}</Alert>}
      <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
          {t('settings.leadDays')}
        </Typography>
        <Typography id="lead-days-help" variant="body2" color="text.secondary">
          {t('settings.leadDaysHelp')}
        </Typography>
        {draft.leadDays.map((value, index) => (
          <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <PlainTextField
              id={`lead-day-${index}`}
              label={t('settings.leadDay', { index: index + 1 })}
              value={value}
              onChange={(e) => {
                const leadDays = [...draft.leadDays];
                leadDays[index] = e.target.value;
                update({ leadDays });
              }}
              slotProps={{
                htmlInput: {
                  inputMode: 'numeric',
                  'aria-describedby': shown?.list
                    ? 'lead-days-help lead-days-error'
                    : 'lead-days-help',
                  'aria-invalid': Boolean(shown?.fields[index]),
                },
              }}
              error={Boolean(shown?.fields[index])}
              sx={{ width: '12rem', maxWidth: '100%' }}
            />
            <IconButton
              aria-label={t('settings.removeLeadDay', { index: index + 1 })}
              disabled={draft.leadDays.length <= 1}
              onClick={() => update({ leadDays: draft.leadDays.filter((_, i) => i !== index) })}
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
        ))}
        {shown?.list && (
          <Typography id="lead-days-error" color="error" role="alert">
            {t(`settings.errors.${shown.list}`)}
          </Typography>
        )}
        <Button
          sx={{ alignSelf: 'flex-start' }}
          disabled={draft.leadDays.length >= MAX_LEAD_TIMES}
          onClick={() => update({ leadDays: [...draft.leadDays, ''] })}
        >
          {t('settings.addLeadDay')}
        </Button>
      </Stack>

      <FormGroup>
        <FormControlLabel
          control={
            <Checkbox
              checked={draft.overdue}
              onChange={(e) => update({ overdue: e.target.checked })}
            />
          }
          label={t('settings.overdue')}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={draft.emails}
              onChange={(e) => update({ emails: e.target.checked })}
            />
          }
          label={t('settings.emails')}
        />
        {settings.adviser && (
          <FormControlLabel
            control={
              <Checkbox
                checked={draft.digest}
                onChange={(e) => update({ digest: e.target.checked })}
              />
            }
            label={t('settings.digest')}
          />
        )}
      </FormGroup>

      <Stack spacing={2}>
        <Typography variant="h2" sx={{ fontSize: '1.125rem' }}>
          {t('settings.follows')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('settings.followsHelp')}
        </Typography>
        {settings.companies.map((company) => (
          <Stack key={company.companyId} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" sx={{ fontWeight: 600 }}>
              {company.name}
              {company.via === 'affiliation' ? ` (${t('settings.client')})` : ''}
            </Typography>
            <FormGroup row>
              {STREAMS.map((stream) => {
                const followed = draft.follows[company.companyId] ?? [];
                return (
                  <FormControlLabel
                    key={stream}
                    control={
                      <Checkbox
                        checked={followed.includes(stream)}
                        onChange={(e) =>
                          update({
                            follows: {
                              ...draft.follows,
                              [company.companyId]: e.target.checked
                                ? STREAMS.filter((s) => s === stream || followed.includes(s))
                                : followed.filter((s) => s !== stream),
                            },
                          })
                        }
                      />
                    }
                    label={t(`reference:streams.${stream}`)}
                  />
                );
              })}
            </FormGroup>
          </Stack>
        ))}
      </Stack>

      <SubmitError
        error={saving.isError ? saving.error : null}
        describe={(error) => `${t('settings.errors.saveFailed')} ${errorMessage(error)}`}
      />
      {saved && (
        <Alert severity="success" role="status">
          {t('settings.saved')}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        disabled={saving.isLoading}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('settings.save')}
      </Button>
    </Stack>
  );
}

/** REM-1: lead times, overdue reminders, followed companies and streams, digest, mails on or off. */
export function Component() {
  const { t } = useTranslation('reminders');
  const { companyId = '' } = useParams();
  const { data, error, refetch } = useGetReminderSettingsQuery();
  const paths = companyPaths(companyId);

  if (error && !data) return <ErrorView error={error} onRetry={() => void refetch()} dataOfPage />;

  return (
    <PageFrame
      title={t('settings.title')}
      subtitle={t('settings.intro')}
      crumbs={[
        { label: t('notifications.title'), to: paths.notifications },
        { label: t('settings.title') },
      ]}
    >
      {data ? <SettingsForm settings={data} /> : <Skeleton variant="rounded" height={240} />}
    </PageFrame>
  );
}
