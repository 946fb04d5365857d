import { useTranslation } from 'react-i18next';
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import { LICENCE_WIZARD_STEPS } from '@/shared/contract/main/licences';

const CIRCLE = 24;

/**
 * Where the wizard is: the four steps in order, the done ones ticked, the current one marked
 * (`aria-current`). It looks like MUI's `Stepper` with `alternativeLabel` but is a plain list: the
 * Stepper brings its step, label, icon and connector modules and a roving tab index (6.6 KB gzip)
 * for steps nobody can click (HOUSE-6, docs/house-6-wizard.md).
 */
export function WizardProgress({ index }: { index: number }) {
  const { t } = useTranslation('services');
  return (
    <Box
      component="ol"
      aria-label={t('licensing.wizard.progress')}
      sx={{ display: { xs: 'none', sm: 'flex' }, listStyle: 'none', m: 0, p: 0 }}
    >
      {LICENCE_WIZARD_STEPS.map((step, i) => {
        const done = i < index;
        const current = i === index;
        return (
          <Box
            component="li"
            key={step}
            aria-current={current ? 'step' : undefined}
            sx={{
              flex: 1,
              position: 'relative',
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              textAlign: 'center',
              px: 1,
              // The line from the previous step's circle to this one's.
              '&:not(:first-of-type)::before': {
                content: '""',
                position: 'absolute',
                top: CIRCLE / 2,
                left: `calc(-50% + ${CIRCLE / 2 + 8}px)`,
                right: `calc(50% + ${CIRCLE / 2 + 8}px)`,
                borderTop: 1,
                borderColor: 'divider',
              },
            }}
          >
            <Box
              aria-hidden
              sx={{
                width: CIRCLE,
                height: CIRCLE,
                borderRadius: '50%',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                typography: 'caption',
                bgcolor: done || current ? 'primary.main' : 'grey.600',
                color: 'primary.contrastText',
              }}
            >
              {done ? <CheckIcon sx={{ fontSize: 16 }} /> : i + 1}
            </Box>
            <Box
              component="span"
              sx={{
                mt: 2,
                typography: 'body2',
                color: current || done ? 'text.primary' : 'text.secondary',
                fontWeight: current ? 500 : undefined,
              }}
            >
              {t(`licensing.steps.${step}`)}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
