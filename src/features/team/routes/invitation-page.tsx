import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Link as RouterLink,
  useLocation,
  useNavigate,
  useOutletContext,
  useParams,
  useSearchParams,
} from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetCompaniesQuery } from '@/shared/api/companies-api';
import { useRefreshCompanies } from '@/shared/api/use-refresh-companies';
import { SubmitError } from '@/shared/forms/submit-error';
import { useGetUserQuery } from '@/shared/api/user-api';
import { signIn } from '@/shared/auth/session-thunks';
import { useThunkDispatch } from '@/shared/lib/dispatch';
import { companyPaths } from '@/shared/paths';
import { PageFrame } from '@/shared/ui/page-frame';
import { showToast } from '@/shared/ui/toast';
import { formatDate } from '@/shared/i18n/format';
import {
  useAcceptInvitationMutation,
  useDeclineInvitationMutation,
  useGetReceivedInvitationQuery,
} from '../api';
import { QueryErrorAlert } from '@/shared/ui/query-error-alert';
import { problemOf, statusProblem } from '../invitation-problem';

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, sm: 6 } }}>
      <PageFrame title={title}>
        <Card>
          <CardContent>
            <Stack spacing={2}>{children}</Stack>
          </CardContent>
        </Card>
      </PageFrame>
    </Container>
  );
}

/**
 * The link of an invitation e-mail. Signed out: sign in, or register with the invited address
 * pre-filled, and come back here. Signed in: the invitation's company, inviter and role, to
 * accept (landing on the company's dashboard) or decline with a click; opening the link changes
 * nothing (TRUST-2). An unknown, used, expired, withdrawn or declined invitation, or one for
 * another address, is explained.
 */
export function Component() {
  // The public layout tells its pages who is signed in.
  const { user } = useOutletContext<{ user: { sub: string } | null }>();
  return user ? <AcceptInvitation /> : <SignedOut />;
}

function useInvitation() {
  const { companyId = '', invitationId = '' } = useParams();
  const [search] = useSearchParams();
  const { pathname, search: query } = useLocation();
  return {
    companyId,
    invitationId,
    invitedEmail: search.get('email')?.trim().toLowerCase() || null,
    here: `${pathname}${query}`,
  };
}

function SignedOut() {
  const { t } = useTranslation('team');
  const dispatch = useThunkDispatch();
  const { invitedEmail, here } = useInvitation();
  const hint: Record<string, string> = invitedEmail ? { login_hint: invitedEmail } : {};
  return (
    <Frame title={t('accept.signedOutTitle')}>
      <Typography>
        {invitedEmail
          ? t('accept.signedOutFor', { email: invitedEmail })
          : t('accept.signedOutIntro')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button
          variant="contained"
          onClick={() =>
            void dispatch(
              signIn({
                redirectPath: here,
                extraQueryParams: { forceRegistration: 'true', ...hint },
              }),
            )
          }
        >
          {t('accept.register')}
        </Button>
        <Button
          variant="outlined"
          onClick={() => void dispatch(signIn({ redirectPath: here, extraQueryParams: hint }))}
        >
          {t('accept.signIn')}
        </Button>
      </Stack>
    </Frame>
  );
}

function AcceptInvitation() {
  const { t, i18n } = useTranslation('team');
  const dispatch = useThunkDispatch();
  const navigate = useNavigate();
  const refreshCompanies = useRefreshCompanies();
  const { companyId, invitationId, invitedEmail, here } = useInvitation();
  const { data: me } = useGetUserQuery();
  const { data: companies } = useGetCompaniesQuery();
  const otherAddress = Boolean(me && invitedEmail && invitedEmail !== me.email.toLowerCase());
  const invitation = useGetReceivedInvitationQuery(
    { companyId, invitationId },
    { skip: !me || otherAddress },
  );
  const [accept, accepted] = useAcceptInvitationMutation();
  const [decline, declined] = useDeclineInvitationMutation();

  // Nothing happens on opening the link (TRUST-2): the invitee reads where to, from whom and as
  // what, and then accepts or declines with a click.
  const join = async () => {
    const outcome = await accept({ companyId, invitationId });
    if (outcome.data) {
      await refreshCompanies();
      void showToast(t('accept.joined', { company: outcome.data.name }), 'success');
      navigate(companyPaths(outcome.data.id).dashboard, { replace: true });
    }
  };

  const switchUser = () =>
    void dispatch(
      signIn({
        redirectPath: here,
        extraQueryParams: {
          prompt: 'login',
          ...(invitedEmail ? { login_hint: invitedEmail } : {}),
        },
      }),
    );

  if (otherAddress && me && invitedEmail) {
    return (
      <Frame title={t('accept.otherAddressTitle')}>
        <Typography>
          {t('accept.otherAddress', { invited: invitedEmail, current: me.email })}
        </Typography>
        <Box>
          <Button variant="contained" onClick={switchUser}>
            {t('accept.signInAs', { email: invitedEmail })}
          </Button>
        </Box>
      </Frame>
    );
  }

  if (accepted.isLoading || accepted.isSuccess) {
    return (
      <Frame title={t('accept.title')}>
        <Typography role="status">{t('accept.accepting')}</Typography>
      </Frame>
    );
  }
  if (declined.isSuccess) {
    return (
      <Frame title={t('accept.declinedTitle')}>
        <Typography>
          {t('accept.declinedDone', { company: invitation.currentData?.companyName ?? '' })}
        </Typography>
      </Frame>
    );
  }

  const problem =
    problemOf(accepted.error) ??
    problemOf(declined.error) ??
    problemOf(invitation.error) ??
    statusProblem(invitation.currentData?.status);
  if (problem === 'used') {
    const member = companies?.find((c) => c.id === companyId);
    return (
      <Frame title={t('accept.usedTitle')}>
        <Typography>
          {member ? t('accept.usedMember', { company: member.name }) : t('accept.used')}
        </Typography>
        {member && (
          <Box>
            <Button
              variant="contained"
              component={RouterLink}
              to={companyPaths(member.id).dashboard}
            >
              {t('accept.openCompany', { company: member.name })}
            </Button>
          </Box>
        )}
      </Frame>
    );
  }
  if (problem) {
    return (
      <Frame title={t(`accept.${problem}Title`)}>
        <Typography>{t(`accept.${problem}`)}</Typography>
        {problem === 'unknown' && !invitedEmail && (
          <Box>
            <Button variant="outlined" onClick={switchUser}>
              {t('accept.signInOther')}
            </Button>
          </Box>
        )}
      </Frame>
    );
  }
  if (invitation.error) {
    return (
      <Frame title={t('accept.title')}>
        <QueryErrorAlert error={invitation.error} onRetry={() => invitation.refetch()} />
      </Frame>
    );
  }
  const details = invitation.currentData;
  if (!details) {
    return (
      <Frame title={t('accept.title')}>
        <Typography role="status">{t('accept.loading')}</Typography>
      </Frame>
    );
  }
  const inviter = details.inviter
    ? `${details.inviter.givenName} ${details.inviter.familyName}`.trim()
    : null;
  const failure = accepted.error ?? declined.error;
  const busy = accepted.isLoading || declined.isLoading;
  return (
    <Frame title={t('accept.title')}>
      <Typography>
        {inviter
          ? t('accept.invitedBy', {
              inviter,
              company: details.companyName,
              role: t(`roles.${details.role}`),
            })
          : t('accept.invitedByFormer', {
              company: details.companyName,
              role: t(`roles.${details.role}`),
            })}
      </Typography>
      <Typography color="text.secondary">
        {t('accept.validUntil', { date: formatDate(details.expiresAt, i18n.language) })}
      </Typography>
      <SubmitError
        error={failure}
        entries={false}
        onRetry={() => (accepted.error ? void join() : void decline({ companyId, invitationId }))}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="contained" onClick={() => void join()} disabled={busy}>
          {t('accept.join', { company: details.companyName })}
        </Button>
        <Button
          variant="outlined"
          onClick={() => void decline({ companyId, invitationId })}
          disabled={busy}
        >
          {t('accept.decline')}
        </Button>
      </Stack>
    </Frame>
  );
}
