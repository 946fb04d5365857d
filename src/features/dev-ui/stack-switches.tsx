import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

/** What `GET /__test/switches` of the local backend answers. */
interface Switches {
  forbidTokensIssuedBefore: number | null;
  accessTokenTtl: number | null;
  latencyMs: number;
  effectiveAccessTokenTtl: number;
}

const SWITCHES_URL = '/__test/switches';
const url = () => new URL(SWITCHES_URL, window.location.origin).href;

/**
 * The local stack's switches. They exist only when the development backend serves the app: a
 * deployment answers that path with the app's own HTML (SPA fallback) or not at all, so only a JSON
 * answer of the right shape counts as present.
 */
async function readSwitches(init?: RequestInit): Promise<Switches | null> {
  try {
    const response = await fetch(url(), {
      ...init,
      headers: { 'Content-Type': 'application/json' },
    });
    if (!response.headers.get('Content-Type')?.includes('application/json')) return null;
    const body = (await response.json()) as Partial<Switches> & { message?: string };
    if (!response.ok) throw new Error(body.message ?? String(response.status));
    return typeof body.latencyMs === 'number' ? (body as Switches) : null;
  } catch (error) {
    if (init) throw error;
    return null;
  }
}

export function StackSwitches() {
  const { t, i18n } = useTranslation('devUi');
  const [switches, setSwitches] = useState<Switches | null | 'checking'>('checking');
  const [ttl, setTtl] = useState('');
  const [latency, setLatency] = useState('0');
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  const show = useCallback((next: Switches | null) => {
    setSwitches(next);
    if (next) {
      setTtl(next.accessTokenTtl === null ? '' : String(next.accessTokenTtl));
      setLatency(String(next.latencyMs));
    }
  }, []);
  useEffect(() => {
    void readSwitches().then(show);
  }, [show]);

  const post = async (patch: Record<string, unknown>) => {
    setOutcome(null);
    try {
      show(await readSwitches({ method: 'POST', body: JSON.stringify(patch) }));
      setOutcome({ ok: true, message: t('stack.applied') });
    } catch (error) {
      setOutcome({ ok: false, message: t('stack.failed', { message: (error as Error).message }) });
    }
  };

  if (switches === 'checking') return <Typography>{t('stack.checking')}</Typography>;
  if (!switches) return <Alert severity="info">{t('stack.absent')}</Alert>;

  const forbidden = switches.forbidTokensIssuedBefore;
  return (
    <Stack spacing={2}>
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'flex-start' } }}
        onSubmit={(e) => {
          e.preventDefault();
          void post({
            accessTokenTtl: ttl.trim() ? Number(ttl) : null,
            latencyMs: Number(latency),
          });
        }}
      >
        <TextField
          id="dev-token-ttl"
          label={t('stack.tokenTtl')}
          type="number"
          value={ttl}
          onChange={(e) => setTtl(e.target.value)}
          helperText={t('stack.tokenTtlHelp', { seconds: switches.effectiveAccessTokenTtl })}
        />
        <TextField
          id="dev-latency"
          label={t('stack.latency')}
          type="number"
          value={latency}
          onChange={(e) => setLatency(e.target.value)}
          helperText={t('stack.latencyHelp')}
        />
        <Button type="submit" variant="outlined" sx={{ mt: { sm: 1 } }}>
          {t('stack.apply')}
        </Button>
      </Stack>
      <div>
        <Typography sx={{ fontWeight: 600 }}>{t('stack.forbidden')}</Typography>
        <Typography data-testid="forced-403">
          {forbidden === null
            ? t('stack.forbiddenOff')
            : t('stack.forbiddenOn', {
                time: new Date(forbidden).toLocaleTimeString(i18n.language),
              })}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('stack.forbidHelp')}
        </Typography>
        <Button
          variant="outlined"
          onClick={() => void post({ forbidTokensIssuedBefore: forbidden === null ? 'now' : null })}
        >
          {forbidden === null ? t('stack.forbid') : t('stack.allow')}
        </Button>
      </div>
      {outcome && (
        <Alert severity={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.message}
        </Alert>
      )}
    </Stack>
  );
}
