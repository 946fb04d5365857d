import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import type { Obligation } from '@/shared/contract/main/obligations';
import type { Registration } from '@/shared/contract/main/registrations';
import { obligationPage } from '@/shared/obligation-page';
import { companyPaths } from '@/shared/paths';

const DAY_MS = 86_400_000;

export interface FirstRunSteps {
  markets: boolean;
  registrations: boolean;
  service: boolean;
}

/** What a company has done of its first steps: markets set, a number recorded, a service begun. */
export const firstRunSteps = (
  obligations: readonly Obligation[],
  registrations: readonly Registration[],
): FirstRunSteps => ({
  markets: obligations.length > 0,
  registrations: registrations.length > 0,
  service: obligations.some((o) => o.processes.length > 0),
});

/**
 * A first run: the company was created less than a day ago, or nothing of its first steps is done
 * yet. It is greeted "Welcome" (not "Welcome back") and shown the checklist.
 */
export const isFirstRun = (createdAt: string, steps: FirstRunSteps, now = Date.now()) =>
  now - Date.parse(createdAt) < DAY_MS || !(steps.markets || steps.registrations || steps.service);

/**
 * The first-run checklist: set the markets, record the registration numbers there are, start a
 * service. Each step says whether it is done (in words, not only by its icon) and offers its action.
 */
export function FirstRunChecklist({
  companyId,
  steps,
  obligations,
  mayEdit,
  onSetMarkets,
}: {
  companyId: string;
  steps: FirstRunSteps;
  obligations: readonly Obligation[];
  mayEdit: boolean;
  onSetMarkets: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const paths = companyPaths(companyId);
  const applicable = obligations.filter((o) => o.status !== 'notApplicable');
  const toRecord =
    obligations.find((o) => o.action?.kind === 'recordRegistration') ?? applicable[0] ?? null;
  const items: {
    key: keyof FirstRunSteps;
    action: { label: string; to?: string; onClick?: () => void } | null;
  }[] = [
    {
      key: 'markets',
      action: mayEdit ? { label: t('firstRun.marketsAction'), onClick: onSetMarkets } : null,
    },
    {
      key: 'registrations',
      action: toRecord
        ? {
            label: t('firstRun.registrationsAction'),
            to: `${obligationPage(companyId, toRecord.country, toRecord.stream)}#registration`,
          }
        : null,
    },
    {
      key: 'service',
      action: { label: t('firstRun.serviceAction'), to: paths.startProcess },
    },
  ];

  return (
    <Card component="section" aria-labelledby="first-run-heading" sx={{ mb: 3 }}>
      <CardContent>
        <Typography variant="h2" id="first-run-heading" sx={{ mb: 0.5 }}>
          {t('firstRun.heading')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('firstRun.intro')}
        </Typography>
        <Stack
          component="ol"
          spacing={1.5}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          data-testid="first-run"
        >
          {items.map(({ key, action }) => {
            const done = steps[key];
            return (
              <Stack
                component="li"
                key={key}
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ alignItems: { sm: 'center' } }}
              >
                <Stack direction="row" spacing={1.5} sx={{ flex: 1, minWidth: 0 }}>
                  {done ? (
                    <CheckCircleIcon color="success" aria-hidden sx={{ mt: 0.25 }} />
                  ) : (
                    <RadioButtonUncheckedIcon color="action" aria-hidden sx={{ mt: 0.25 }} />
                  )}
                  <div>
                    <Typography sx={{ fontWeight: 600 }}>
                      {t(`firstRun.${key}`)}
                      <Typography
                        component="span"
                        variant="body2"
                        color={done ? 'success.dark' : 'text.secondary'}
                        sx={{ ml: 1, fontWeight: 500 }}
                      >
                        {done ? t('firstRun.done') : t('firstRun.open')}
                      </Typography>
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t(`firstRun.${key}Hint`)}
                      {key === 'registrations' &&
                        !steps.markets &&
                        ` ${t('firstRun.afterMarkets')}`}
                    </Typography>
                  </div>
                </Stack>
                {!done &&
                  action &&
                  (action.to ? (
                    <Button
                      component={RouterLink}
                      to={action.to}
                      variant="outlined"
                      size="small"
                      sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, ml: { xs: 4.5, sm: 0 } }}
                    >
                      {action.label}
                    </Button>
                  ) : (
                    <Button
                      onClick={action.onClick}
                      variant="contained"
                      size="small"
                      sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, ml: { xs: 4.5, sm: 0 } }}
                    >
                      {action.label}
                    </Button>
                  ))}
              </Stack>
            );
          })}
        </Stack>
      </CardContent>
    </Card>
  );
}
