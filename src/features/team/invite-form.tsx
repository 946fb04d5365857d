import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { isApiError } from '@/shared/api/api-error';
import { useReasonText } from '@/shared/api/error-message';
import { COMPANY_ROLES } from '@/shared/contract/account/access';
import { InvitationInputSchema } from '@/shared/contract/account/team';
import { FormNativeSelectField } from '@/shared/forms/form-native-select-field';
import { FormTextField } from '@/shared/forms/form-text-field';
import { showServerFieldErrors, useContractForm } from '@/shared/forms/use-contract-form';
import type { PermissionView } from '@/shared/permissions/use-company-permission';
import { showToast } from '@/shared/ui/toast';
import { useCreateInvitationMutation } from './api';
import { SubmitError } from '@/shared/forms/submit-error';

/**
 * Invite someone by e-mail with a role. A member's form is disabled (the page says why); an admin
 * cannot offer the owner role. The service's 409 (already a member, already invited) shows on the
 * e-mail field; nothing typed is lost on any failure.
 */
export function InviteForm({
  companyId,
  invite,
  inviteOwners,
  explainedBy,
}: {
  companyId: string;
  invite: PermissionView;
  inviteOwners: PermissionView;
  /** The element that says why the form is disabled, when it is. */
  explainedBy?: string;
}) {
  const { t } = useTranslation('team');
  const reasonText = useReasonText();
  const [createInvitation] = useCreateInvitationMutation();
  const form = useContractForm(InvitationInputSchema, { email: '', role: 'member' });
  const [serverError, setServerError] = useState<unknown>(null);
  const disabled = !invite.allowed || form.formState.isSubmitting;
  const conflict = isApiError(serverError) ? serverError.reason : undefined;

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    const result = await createInvitation({ companyId, ...values });
    if (result.error) {
      showServerFieldErrors(form, result.error, ['email', 'role']);
      setServerError(result.error);
      return;
    }
    void showToast(t('invitations.sent', { email: result.data.email }), 'success');
    form.reset({ email: '', role: values.role });
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={t('invitations.formLabel')}
    >
      <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={form.control}
            name="email"
            id="invite-email"
            type="email"
            label={t('invitations.email')}
            // A disabled form needs no format hints (and greyed hints would be hard to read).
            helperText={invite.allowed ? t('invitations.emailHelp') : ' '}
            required
            disabled={!invite.allowed}
            autoComplete="off"
            errorText={(code) =>
              code === 'taken' && (conflict === 'alreadyMember' || conflict === 'alreadyInvited')
                ? reasonText(conflict)
                : code === 'invalid'
                  ? t('invitations.emailInvalid')
                  : undefined
            }
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 3 }}>
          <FormNativeSelectField
            control={form.control}
            name="role"
            id="invite-role"
            label={t('invitations.role')}
            required
            disabled={!invite.allowed}
            helperText={
              !invite.allowed
                ? ' '
                : inviteOwners.allowed
                  ? t('invitations.roleHelp')
                  : t('invitations.ownersInviteOwners')
            }
            options={COMPANY_ROLES.map((role) => ({
              value: role,
              label: t(`roles.${role}`),
              disabled: role === 'owner' && !inviteOwners.allowed,
            }))}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 3 }} sx={{ pt: { sm: 0.75 } }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={disabled}
            aria-busy={form.formState.isSubmitting}
            aria-describedby={!invite.allowed ? explainedBy : undefined}
          >
            {form.formState.isSubmitting ? t('invitations.sending') : t('invitations.send')}
          </Button>
        </Grid>
        {serverError !== null && (
          <Grid size={12}>
            <SubmitError error={serverError} />
          </Grid>
        )}
      </Grid>
    </form>
  );
}
