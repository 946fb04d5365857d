import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Link as RouterLink,
  useLocation,
  useNavigate,
  useOutletContext,
  useParams,
  useSearchParams,
} from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isApiError } from '@/shared/api/api-error';
import { useGetCompaniesQuery } from '@/shared/api/companies-api';
import { useRefreshCompanies } from '@/shared/api/use-refresh-companies';
import { useErrorMessage } from '@/shared/api/error-message';
import { useGetUserQuery } from '@/shared/api/user-api';
import { signIn } from '@/shared/auth/session-thunks';
import { useThunkDispatch } from '@/shared/lib/dispatch';
import { companyPaths } from '@/shared/paths';
import { PageFrame } from '@/shared/ui/page-frame';
import { showToast } from '@/shared/ui/toast';
import { useAcceptInvitationMutation } from '../api';

type Problem = 'unknown' | 'used' | 'expired' | 'withdrawn' | 'otherAddress';

function problemOf(error: unknown): Problem | null {
  if (!isApiError(error)) return null;
  if (error.kind === 'notFound') return 'unknown';
  if (error.reason === 'invitationUsed') return 'used';
  if (error.reason === 'invitationExpired') return 'expired';
  if (error.reason === 'invitationWithdrawn') return 'withdrawn';
  return null;
}

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
 * pre-filled, and come back here. Signed in: accept at once and land on the company's dashboard;
 * an unknown, used, expired or withdrawn invitation, or one for another address, is explained.
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
  const { t } = useTranslation('team');
  const dispatch = useThunkDispatch();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const refreshCompanies = useRefreshCompanies();
  const { companyId, invitationId, invitedEmail, here } = useInvitation();
  const { data: me } = useGetUserQuery();
  const { data: companies } = useGetCompaniesQuery();
  const [accept, result] = useAcceptInvitationMutation();
  const otherAddress = Boolean(me && invitedEmail && invitedEmail !== me.email.toLowerCase());
  const started = useRef(false);

  const run = async () => {
    const outcome = await accept({ companyId, invitationId });
    if (outcome.data) {
      await refreshCompanies();
      void showToast(t('accept.joined', { company: outcome.data.name }), 'success');
      navigate(companyPaths(outcome.data.id).dashboard, { replace: true });
    }
  };

  useEffect(() => {
    // Once per visit: following the link is the consent; a second PUT would only say "used".
    if (!me || otherAddress || started.current) return;
    started.current = true;
    void run();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [me, otherAddress]);

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

  const problem = problemOf(result.error);
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
  if (result.error) {
    return (
      <Frame title={t('accept.title')}>
        <Alert severity="error" role="alert">
          {errorMessage(result.error)}
        </Alert>
        <Box>
          <Button variant="contained" onClick={() => void run()} disabled={result.isLoading}>
            {t('accept.retry')}
          </Button>
        </Box>
      </Frame>
    );
  }
  return (
    <Frame title={t('accept.title')}>
      <Typography role="status">{t('accept.accepting')}</Typography>
    </Frame>
  );
}
