import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useDispatch, useSelector } from 'react-redux';
import { PageFrame } from '@/shared/ui/page-frame';
import { FEATURE_FLAG_NAMES } from '@/shared/contract/main/feature-flags';
import { selectPublicFlags } from '@/shared/feature-flags/effective-flags';
import {
  type featureFlagsSlice,
  flagOverridden,
  flagOverrideCleared,
  flagOverridesCleared,
  type FeatureFlagsState,
} from '@/shared/feature-flags/flag-overrides-slice';

type Choice = 'server' | 'on' | 'off';

/**
 * The developer page: developers override feature flags on this
 * browser for debugging. Overrides are stored locally and a banner in the app says they are on.
 */
export function Component() {
  const { t } = useTranslation('sections');
  const dispatch = useDispatch();
  const overrides = useSelector(
    (s: { [featureFlagsSlice.reducerPath]: FeatureFlagsState }) => s.featureFlags.overrides,
  );
  // What is in force on this browser: the signed-in user's flags, or visitors', with overrides.
  const inForce = useSelector(selectPublicFlags);

  const choose = (flag: string, choice: Choice | null) => {
    if (!choice || choice === 'server') dispatch(flagOverrideCleared(flag));
    else dispatch(flagOverridden({ flag, enabled: choice === 'on' }));
  };

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <PageFrame
        title={t('devUi.title')}
        subtitle={t('devUi.intro')}
        actions={
          <Button
            variant="outlined"
            onClick={() => dispatch(flagOverridesCleared())}
            disabled={Object.keys(overrides).length === 0}
          >
            {t('devUi.clearAll')}
          </Button>
        }
      >
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('devUi.warning')}
        </Alert>
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('devUi.tableLabel')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('devUi.flag')}</TableCell>
                <TableCell>{t('devUi.inForce')}</TableCell>
                <TableCell>{t('devUi.value')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {FEATURE_FLAG_NAMES.map((flag) => {
                const value: Choice =
                  flag in overrides ? (overrides[flag] ? 'on' : 'off') : 'server';
                return (
                  <TableRow key={flag}>
                    <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
                      {flag}
                    </TableCell>
                    <TableCell>{inForce[flag] ? t('devUi.on') : t('devUi.off')}</TableCell>
                    <TableCell>
                      <ToggleButtonGroup
                        size="small"
                        exclusive
                        value={value}
                        onChange={(_e, v: Choice | null) => choose(flag, v)}
                        aria-label={flag}
                      >
                        <ToggleButton value="server">{t('devUi.server')}</ToggleButton>
                        <ToggleButton value="on">{t('devUi.on')}</ToggleButton>
                        <ToggleButton value="off">{t('devUi.off')}</ToggleButton>
                      </ToggleButtonGroup>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Paper>
      </PageFrame>
    </Container>
  );
}
