import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useOutletContext, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
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
import { keepQuickcheck } from '../components/keep-quickcheck';
import { questionId } from '../components/question-parts';
import { StepQuestions } from '../components/question-step';
import {
  STEPS,
  draftParams,
  firstOpenStep,
  isMissing,
  missingAnswers,
  readDraft,
  readStep,
  toAnswers,
  type Draft,
  type Question,
  type QuestionStep,
} from '../components/quickcheck-draft';
import { ResultLoading } from '../components/result-loading';
import { lazyPart } from '@/shared/ui/lazy-part';

/**
 * The result (the obligations per country and stream, with their rules, deadlines and sources) is a
 * chunk of its own, not part of the quick check's navigation (route weight, issue 21 part 7): its
 * download starts when the last question shows, so "See the result" finds it there; opened by its
 * address, the result shows its loading block until it is there. A failed download is thrown to the
 * route's error screen, as a page's failed chunk is.
 */
const { Part: ResultView, prefetch: prefetchResult } = lazyPart(() =>
  import(/* webpackChunkName: "quickcheck-result" */ '../components/result-view').then(
    (m) => m.ResultView,
  ),
);

/** The public layout tells its pages who is signed in. */
type PublicOutlet = { user: { sub: string } | null } | undefined;

const todayIso = () => new Date().toISOString().slice(0, 10);

/**
 * QC-1..3: the questions on two screens (UX-11), the answers in the address, then the result with
 * the way into sign-up (or, signed in, onto the current company).
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
  const order = [...STEPS, 'result'] as const;
  const step = order.indexOf(requested) <= order.indexOf(open) ? requested : open;
  // The questions found unanswered when the visitor went on, on the step they were found on; each
  // says so until it is answered.
  const [missing, setMissing] = useState<{ step: string; questions: Question[] }>({
    step: '',
    questions: [],
  });
  const errors = missing.step === step ? missing.questions.filter((q) => isMissing(q, draft)) : [];
  // UX-12: each step opens at its heading, focused and scrolled to the top.
  const heading = useStepHeading(step === 'result' ? null : step);

  useEffect(() => {
    // A step the address cannot show, or a former step's name (UX-11), is replaced by the one shown.
    if ((params.get('step') ?? STEPS[0]) !== step)
      setParams(draftParams(draft, step), { replace: true });
  });
  useEffect(() => {
    if (step === STEPS.at(-1)) prefetchResult();
  }, [step]);

  const go = (to: (typeof order)[number]) => setParams(draftParams(draft, to));
  const change = (next: Draft) => {
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
              changeTo={`${paths.quickcheck.href()}?${draftParams(draft, STEPS[0]).toString()}`}
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

  const current: QuestionStep = step === 'result' ? STEPS[0] : step;
  const index = STEPS.indexOf(current);
  const last = index === STEPS.length - 1;
  const next = () => {
    const unanswered = missingAnswers(current, draft);
    if (unanswered.length > 0) {
      setMissing({ step: current, questions: unanswered });
      // The first unanswered question takes the focus: its legend names it, its error follows.
      document.getElementById(questionId(unanswered[0]!))?.focus();
      return;
    }
    go(last ? 'result' : STEPS[index + 1]!);
  };

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <PageFrame title={t('title')} description={t('description')}>
        {index === 0 && <Typography sx={{ mb: 3 }}>{t('intro')}</Typography>}
        <Typography variant="body2" color="text.secondary" id="quickcheck-progress">
          {t('progress', { current: index + 1, total: STEPS.length })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={((index + 1) / STEPS.length) * 100}
          aria-labelledby="quickcheck-progress"
          sx={{ mb: 3, mt: 1, height: 6, borderRadius: 3 }}
        />
        <Box component="section" aria-labelledby="quickcheck-step">
          <Typography
            variant="h2"
            id="quickcheck-step"
            ref={heading}
            tabIndex={-1}
            sx={{ outline: 'none', mb: 2 }}
          >
            {t(`steps.${current}`)}
          </Typography>
          <StepQuestions step={current} draft={draft} errors={errors} onChange={change} />
          <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
            {index > 0 && (
              <Button variant="outlined" onClick={() => go(STEPS[index - 1]!)}>
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
