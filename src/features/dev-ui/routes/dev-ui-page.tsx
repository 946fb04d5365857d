import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector, useStore } from 'react-redux';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { buildInfo } from '../build-info';
import { config } from '@/shared/config/config';
import { FEATURE_FLAG_NAMES } from '@/shared/contract/main/feature-flags';
import { selectPublicFlags } from '@/shared/feature-flags/effective-flags';
import {
  type featureFlagsSlice,
  flagOverridden,
  flagOverrideCleared,
  flagOverridesCleared,
  type FeatureFlagsState,
} from '@/shared/feature-flags/flag-overrides-slice';
import { monitoringStatus } from '@/shared/monitoring/monitoring';
import { PageFrame } from '@/shared/ui/page-frame';
import { setWatermarkShown, useWatermarkShown } from '@/shared/ui/watermark';
import { StackSwitches } from '../stack-switches';
import { storeSnapshot } from '../store-snapshot';

type Choice = 'server' | 'on' | 'off';

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card component="section" variant="outlined" aria-labelledby={id} sx={{ mb: 3 }}>
      <CardContent>
        <Typography variant="h2" id={id} sx={{ fontSize: '1.25rem', mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** Label and value pairs. */
function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, m: 0 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function FlagOverrides() {
  const { t } = useTranslation('devUi');
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
    <>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {t('warning')}
      </Alert>
      <Paper variant="outlined" sx={{ overflowX: 'auto', mb: 2 }}>
        <Table size="small" aria-label={t('tableLabel')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('flag')}</TableCell>
              <TableCell>{t('inForce')}</TableCell>
              <TableCell>{t('value')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {FEATURE_FLAG_NAMES.map((flag) => {
              const value: Choice = flag in overrides ? (overrides[flag] ? 'on' : 'off') : 'server';
              return (
                <TableRow key={flag}>
                  <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
                    {flag}
                  </TableCell>
                  <TableCell>{inForce[flag] ? t('on') : t('off')}</TableCell>
                  <TableCell>
                    <ToggleButtonGroup
                      size="small"
                      exclusive
                      value={value}
                      onChange={(_e, v: Choice | null) => choose(flag, v)}
                      aria-label={flag}
                    >
                      <ToggleButton value="server">{t('server')}</ToggleButton>
                      <ToggleButton value="on">{t('on')}</ToggleButton>
                      <ToggleButton value="off">{t('off')}</ToggleButton>
                    </ToggleButtonGroup>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Paper>
      <Button
        variant="outlined"
        onClick={() => dispatch(flagOverridesCleared())}
        disabled={Object.keys(overrides).length === 0}
      >
        {t('clearAll')}
      </Button>
    </>
  );
}

/**
 * DEV-1, the developer page: flag overrides, the watermark switch, the local stack's switches
 * (where the development backend serves the app), a store snapshot without tokens, monitoring and
 * build information. Nothing on it reads or shows a token.
 */
export function Component() {
  const { t } = useTranslation('devUi');
  const store = useStore();
  const [snapshot, setSnapshot] = useState(() => storeSnapshot(store.getState()));
  const watermark = useWatermarkShown();
  const monitoring = config.monitoring;

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <PageFrame title={t('title')} description={t('description')} subtitle={t('intro')}>
        <Panel id="dev-flags" title={t('flagsHeading')}>
          <FlagOverrides />
        </Panel>
        <Panel id="dev-watermark" title={t('watermark.heading')}>
          <FormControlLabel
            control={
              <Switch checked={watermark} onChange={(e) => setWatermarkShown(e.target.checked)} />
            }
            label={t('watermark.label')}
          />
          <Typography variant="body2" color="text.secondary">
            {t('watermark.help')}
          </Typography>
        </Panel>
        <Panel id="dev-stack" title={t('stack.heading')}>
          <StackSwitches />
        </Panel>
        <Panel id="dev-snapshot" title={t('snapshot.heading')}>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {t('snapshot.help')}
          </Typography>
          <Button
            variant="outlined"
            onClick={() => setSnapshot(storeSnapshot(store.getState()))}
            sx={{ mb: 1 }}
          >
            {t('snapshot.refresh')}
          </Button>
          <Box
            component="pre"
            tabIndex={0}
            role="region"
            aria-label={t('snapshot.label')}
            data-testid="store-snapshot"
            sx={{
              maxHeight: 360,
              overflow: 'auto',
              bgcolor: 'action.hover',
              p: 1.5,
              borderRadius: 1,
              fontSize: '0.8rem',
              m: 0,
            }}
          >
            {snapshot}
          </Box>
        </Panel>
        <Panel id="dev-monitoring" title={t('monitoring.heading')}>
          <Facts
            rows={[
              [t('monitoring.status'), t(`monitoring.${monitoringStatus()}`)],
              ...(monitoring
                ? ([
                    [t('monitoring.application'), monitoring.applicationId],
                    [t('monitoring.region'), monitoring.region],
                  ] as [string, string][])
                : []),
            ]}
          />
        </Panel>
        <Panel id="dev-build" title={t('build.heading')}>
          <Facts
            rows={[
              [t('build.version'), buildInfo.version],
              [t('build.commit'), buildInfo.commit ?? t('build.unknown')],
              [t('build.builtAt'), buildInfo.builtAt ?? t('build.unknown')],
            ]}
          />
        </Panel>
      </PageFrame>
    </Container>
  );
}
