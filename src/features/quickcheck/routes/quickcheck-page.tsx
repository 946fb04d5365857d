import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useOutletContext, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useKeepMyQuickcheckMutation } from '@/shared/api/quickcheck-api';
import { signIn } from '@/shared/auth/session-thunks';
import type { StoredQuickcheck } from '@/shared/contract/main/quickcheck';
import { useThunkDispatch } from '@/shared/lib/dispatch';
import { paths } from '@/shared/paths';
import { useStepHeading } from '@/shared/forms/use-step-heading';
import { PageFrame } from '@/shared/ui/page-frame';
import { showToast } from '@/shared/ui/toast';
import { keepQuickcheck } from '../keep-quickcheck';
import { QuestionControls } from '../question-step';
import {
  QUESTIONS,
  draftParams,
  firstOpenStep,
  missingAnswer,
  readDraft,
  readStep,
  toAnswers,
  type Draft,
  type Question,
} from '../quickcheck-draft';
import { ResultLoading } from '../result-loading';
import { lazyPart } from '@/shared/ui/lazy-part';

/**
 * The result (the obligations per country and stream, with their rules, deadlines and sources) is a
 * chunk of its own, not part of the quick check's navigation (route weight, issue 21 part 7): its
 * download starts when the last question shows, so "See the result" finds it there; opened by its
 * address, the result shows its loading block until it is there. A failed download is thrown to the
 * route's error screen, as a page's failed chunk is.
 */
const { Part: ResultView, prefetch: prefetchResult } = lazyPart(() =>
  import(/* webpackChunkName: "quickcheck-result" */ '../result-view').then((m) => m.ResultView),
);

/** The public layout tells its pages who is signed in. */
type PublicOutlet = { user: { sub: string } | null } | undefined;

const todayIso = () => new Date().toISOString().slice(0, 10);

/**
 * QC-1..3: one question a screen, the answers in the address, then the result with the way into
 * sign-up (or, signed in, onto the current company).
 */
export function Component() {
  const { t } = useTranslation('quickcheck');
  const navigate = useNavigate();
  const dispatch = useThunkDispatch();
  const signedIn = Boolean(useOutletContext<PublicOutlet>()?.user);
  const [keepMine] = useKeepMyQuickcheckMutation();
  const [params, setParams] = useSearchParams();
  // The answers show at once from state; the address follows (a navigation, which takes a moment)
  // and wins whenever it changes by itself (back, forward, a link).
  const address = params.toString();
  const [local, setLocal] = useState(() => ({ address, draft: readDraft(params) }));
  if (local.address !== address) setLocal({ address, draft: readDraft(params) });
  const draft = local.address === address ? local.draft : readDraft(params);
  const requested = readStep(params);
  const open = firstOpenStep(draft);
  // A step can only be shown once every question before it is answered.
  const order = [...QUESTIONS, 'result'] as const;
  const step = order.indexOf(requested) <= order.indexOf(open) ? requested : open;
  // A missing answer is reported for the step it was found on, and forgotten on any other.
  const [missing, setMissing] = useState<{ step: string; code: ReturnType<typeof missingAnswer> }>({
    step: '',
    code: null,
  });
  const error = missing.step === step ? missing.code : null;
  // UX-12: each question opens at its legend, focused and scrolled to the top.
  const legend = useStepHeading<HTMLLegendElement>(step === 'result' ? null : step);

  useEffect(() => {
    if (step !== requested) setParams(draftParams(draft, step), { replace: true });
  });
  useEffect(() => {
    if (step === QUESTIONS.at(-1)) prefetchResult();
  }, [step]);

  const go = (to: (typeof order)[number]) => setParams(draftParams(draft, to));
  const change = (next: Draft) => {
    setMissing({ step: '', code: null });
    setLocal((current) => ({ ...current, draft: next }));
    setParams(draftParams(next, step), { replace: true });
  };

  const answers = toAnswers(draft);
  const stored = (): StoredQuickcheck | null =>
    answers ? { answers, completedAt: new Date().toISOString() } : null;

  if (step === 'result' && answers) {
    return (
      <Container maxWidth="md" sx={{ py: 4 }}>
        <PageFrame title={t('title')} description={t('description')}>
          <Suspense fallback={<ResultLoading answers={answers} />}>
            <ResultView
              answers={answers}
              today={todayIso()}
              signedIn={signedIn}
              changeTo={`${paths.quickcheck.href()}?${draftParams(draft, QUESTIONS[0]).toString()}`}
              onSignUp={() => {
                const signupData = stored();
                if (!signupData) return;
                void dispatch(
                  signIn({
                    redirectPath: paths.anyCompanyDashboard.href(),
                    signupData,
                    extraQueryParams: { forceRegistration: 'true' },
                  }),
                );
              }}
              onApply={() => {
                const quickcheck = stored();
                if (!quickcheck) return;
                keepQuickcheck(quickcheck);
                // Kept with the account too (UX-8): a new browser session still has it.
                void keepMine(quickcheck);
                void showToast(t('result.applied'), 'success');
                void navigate(paths.applyQuickcheck.href());
              }}
            />
          </Suspense>
        </PageFrame>
      </Container>
    );
  }

  const question: Question = step === 'result' ? QUESTIONS[0] : step;
  const index = QUESTIONS.indexOf(question);
  const last = index === QUESTIONS.length - 1;
  const next = () => {
    const code = missingAnswer(question, draft);
    if (code) {
      setMissing({ step: question, code });
      legend.current?.focus();
      return;
    }
    go(last ? 'result' : QUESTIONS[index + 1]!);
  };

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <PageFrame title={t('title')} description={t('description')}>
        {index === 0 && <Typography sx={{ mb: 3 }}>{t('intro')}</Typography>}
        <Typography variant="body2" color="text.secondary" id="quickcheck-progress">
          {t('progress', { current: index + 1, total: QUESTIONS.length })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={((index + 1) / QUESTIONS.length) * 100}
          aria-labelledby="quickcheck-progress"
          sx={{ mb: 3, mt: 1, height: 6, borderRadius: 3 }}
        />
        <Box>
          <Box
            component="fieldset"
            sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
            aria-describedby={`quickcheck-help${error ? ' quickcheck-error' : ''}`}
          >
            <Typography
              component="legend"
              variant="h2"
              ref={legend}
              tabIndex={-1}
              sx={{ outline: 'none', mb: 1 }}
            >
              {t(`questions.${question}.legend`)}
            </Typography>
            <Typography color="text.secondary" id="quickcheck-help" sx={{ mb: 2 }}>
              {t(`questions.${question}.help`)}
            </Typography>
            <QuestionControls question={question} draft={draft} onChange={change} />
            {error && (
              <FormHelperText error id="quickcheck-error" role="alert" sx={{ fontSize: '1rem' }}>
                {t(`errors.${error}`)}
              </FormHelperText>
            )}
          </Box>
          <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
            {index > 0 && (
              <Button variant="outlined" onClick={() => go(QUESTIONS[index - 1]!)}>
                {t('back')}
              </Button>
            )}
            <Button variant="contained" onClick={next}>
              {last ? t('showResult') : t('next')}
            </Button>
          </Stack>
        </Box>
      </PageFrame>
    </Container>
  );
}
