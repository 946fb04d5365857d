import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  SchemeContractInputSchema,
  type SchemeContract,
} from '@/shared/contract/main/scheme-contracts';
import type { ObligationRule } from '@/shared/contract/reference';
import { deadlineLabel } from '@/shared/i18n/reference-texts';
import { SubmitButton } from '@/shared/forms/submit-button';
import { SubmitError } from '@/shared/forms/submit-error';
import { showToast } from '@/shared/ui/toast';
import { usePutSchemeContractMutation } from '../api/scheme-contracts-api';

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

type DateValues = Record<string, { month: string; day: string }>;

/** The scheme contract's fields (a chunk of its own: `SchemeContractForm`). */
export function ContractForm({
  companyId,
  rule,
  deadlineIds,
  saved,
  mayEdit,
}: {
  companyId: string;
  rule: ObligationRule;
  deadlineIds: string[];
  saved: SchemeContract | undefined;
  mayEdit: boolean;
}) {
  const { t, i18n } = useTranslation(['compliance', 'reference']);
  const [scheme, setScheme] = useState(saved?.scheme ?? '');
  const [membershipNumber, setMembershipNumber] = useState(saved?.membershipNumber ?? '');
  // Without contract dates (Austria: ARA and the others) the form records the membership only.
  const dated = deadlineIds.length > 0;
  const [dates, setDates] = useState<DateValues>(() =>
    Object.fromEntries(
      deadlineIds.map((id) => {
        const date = saved?.dates[id];
        return [id, { month: date ? String(date.month) : '', day: date ? String(date.day) : '' }];
      }),
    ),
  );
  const [invalid, setInvalid] = useState<Record<string, string>>({});
  const [put, { isLoading, error }] = usePutSchemeContractMutation();
  const monthName = (month: number) =>
    new Intl.DateTimeFormat(i18n.language, { month: 'long', timeZone: 'UTC' }).format(
      Date.UTC(2000, month - 1, 1),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    const entered: Record<string, { month: number; day: number }> = {};
    for (const id of deadlineIds) {
      const { month, day } = dates[id]!;
      if (!month && !day.trim()) continue;
      if (!month || !day.trim()) problems[id] = 'required';
      else entered[id] = { month: Number(month), day: Number(day) };
    }
    // The contract's own schema decides, as the service does.
    const input = { scheme, membershipNumber, dates: entered };
    const parsed = v.safeParse(SchemeContractInputSchema, input);
    if (!parsed.success)
      for (const issue of parsed.issues) {
        const [first, second] = issue.path ?? [];
        const field = first?.key === 'dates' ? String(second?.key) : String(first?.key);
        problems[field] ??= issue.message;
      }
    setInvalid(problems);
    const firstProblem = Object.keys(problems)[0];
    if (firstProblem) {
      const ids: Record<string, string> = {
        scheme: 'contract-scheme',
        membershipNumber: 'contract-number',
      };
      document.getElementById(ids[firstProblem] ?? `contract-${firstProblem}-day`)?.focus();
      return;
    }
    const result = await put({
      companyId,
      country: rule.country,
      stream: rule.stream,
      input,
    });
    if ('data' in result)
      void showToast(
        t(dated ? 'compliance:schemeContract.saved' : 'compliance:schemeContract.membershipSaved'),
        'success',
      );
  };

  const dateError = (id: string) =>
    invalid[id] === 'required'
      ? t('compliance:schemeContract.dateIncomplete')
      : invalid[id]
        ? t('compliance:schemeContract.dateInvalid')
        : undefined;

  return (
    <Box
      component="form"
      aria-labelledby="contract-title"
      noValidate
      onSubmit={(e) => void submit(e)}
      sx={{ mt: 2 }}
    >
      <Typography variant="subtitle2" component="h4" id="contract-title">
        {t('compliance:schemeContract.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t(dated ? 'compliance:schemeContract.help' : 'compliance:schemeContract.membershipHelp')}
      </Typography>
      <Autocomplete
        // The input takes the Autocomplete's id; one given to the TextField never reaches it.
        id="contract-scheme"
        freeSolo
        options={rule.schemes}
        inputValue={scheme}
        onInputChange={(_e, value) => setScheme(value)}
        disabled={!mayEdit}
        renderInput={(params) => (
          <TextField
            {...params}
            size="small"
            required
            label={t(
              dated ? 'compliance:schemeContract.scheme' : 'compliance:schemeContract.schemeAny',
            )}
            error={Boolean(invalid.scheme)}
            helperText={
              invalid.scheme
                ? t('compliance:schemeContract.schemeRequired')
                : t('compliance:schemeContract.schemeHelp')
            }
          />
        )}
        sx={{ maxWidth: 480, mb: 1.5 }}
      />
      <TextField
        id="contract-number"
        size="small"
        required
        fullWidth
        label={t('compliance:schemeContract.number')}
        value={membershipNumber}
        onChange={(e) => setMembershipNumber(e.target.value)}
        disabled={!mayEdit}
        error={Boolean(invalid.membershipNumber)}
        helperText={
          invalid.membershipNumber
            ? t(
                invalid.membershipNumber === 'tooLong'
                  ? 'compliance:schemeContract.numberTooLong'
                  : 'compliance:schemeContract.numberRequired',
              )
            : t('compliance:schemeContract.numberHelp')
        }
        sx={{ maxWidth: 480, mb: 1.5, display: 'flex' }}
      />
      {deadlineIds.map((id) => (
        <Box
          key={id}
          role="group"
          aria-labelledby={`contract-${id}-label`}
          sx={{ mb: 1.5, maxWidth: 480 }}
        >
          <Typography variant="body2" id={`contract-${id}-label`} sx={{ mb: 0.5 }}>
            {deadlineLabel(t, id)}
          </Typography>
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: '2fr 1fr' }}>
            <TextField
              select
              size="small"
              id={`contract-${id}-month`}
              label={t('compliance:schemeContract.month')}
              value={dates[id]!.month}
              disabled={!mayEdit}
              onChange={(e) =>
                setDates((d) => ({ ...d, [id]: { ...d[id]!, month: e.target.value } }))
              }
              error={Boolean(invalid[id])}
              // An empty month reads "Usual date", not a blank field.
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{t('compliance:schemeContract.usualDate')}</MenuItem>
              {MONTHS.map((m) => (
                <MenuItem key={m} value={String(m)}>
                  {monthName(m)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              id={`contract-${id}-day`}
              label={t('compliance:schemeContract.day')}
              value={dates[id]!.day}
              disabled={!mayEdit}
              onChange={(e) =>
                setDates((d) => ({ ...d, [id]: { ...d[id]!, day: e.target.value } }))
              }
              error={Boolean(invalid[id])}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Box>
          {dateError(id) && (
            <Typography variant="caption" color="error" role="alert">
              {dateError(id)}
            </Typography>
          )}
        </Box>
      ))}
      <SubmitError error={error} sx={{ mt: 1.5 }} />
      {mayEdit && (
        <SubmitButton submitting={isLoading} busyLabel={t('compliance:schemeContract.saving')}>
          {t(dated ? 'compliance:schemeContract.save' : 'compliance:schemeContract.saveMembership')}
        </SubmitButton>
      )}
    </Box>
  );
}
