import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useErrorMessage } from '@/shared/api/error-message';
import { SubmitError } from '@/shared/forms/submit-error';
import type { AffiliationPermission } from '@/shared/contract/account/access';
import type { Pro } from '@/shared/contract/account/advisers';
import { countryName } from '@/shared/i18n/format';
import { useDebounced } from '@/shared/lib/use-debounced';
import { showToast } from '@/shared/ui/toast';
import { useCreateAffiliationMutation, useGetProQuery, useGetProsQuery } from '../api';
import { ALWAYS_GRANTED, PermissionCheckboxes } from './permission-checkboxes';

const SEARCH_DELAY_MS = 300;

/**
 * Add an adviser from the pros directory: search by name, filter by country, open a firm's
 * detail, choose what it may do, ask it. The firm accepts in its workspace (pending until then).
 */
export function AddAdviserDialog({
  companyId,
  open,
  onClose,
}: {
  companyId: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('advisers');
  const errorMessage = useErrorMessage();
  const titleId = useId();
  const [query, setQuery] = useState('');
  const [country, setCountry] = useState('');
  const [chosen, setChosen] = useState<Pro | null>(null);
  const [permissions, setPermissions] = useState<AffiliationPermission[]>([ALWAYS_GRANTED]);
  const search = useDebounced(query.trim(), SEARCH_DELAY_MS);
  const { data: everyPro } = useGetProsQuery({}, { skip: !open });
  const {
    data: pros,
    isFetching,
    error,
  } = useGetProsQuery({ query: search, country }, { skip: !open });
  const countries = [...new Set((everyPro ?? []).map((p) => p.country))].sort();

  const close = () => {
    setChosen(null);
    setPermissions([ALWAYS_GRANTED]);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{chosen ? chosen.name : t('add.title')}</DialogTitle>
      {chosen ? (
        <ProRequest
          companyId={companyId}
          pro={chosen}
          permissions={permissions}
          onPermissions={setPermissions}
          onBack={() => setChosen(null)}
          onDone={close}
        />
      ) : (
        <>
          <DialogContent>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('add.intro')}
            </Typography>
            <Grid container spacing={2} sx={{ mb: 1 }}>
              <Grid size={{ xs: 12, sm: 8 }}>
                <TextField
                  fullWidth
                  autoFocus
                  type="search"
                  label={t('add.search')}
                  helperText={t('add.searchHelp')}
                  value={query}
                  onChange={(event) => setQuery(event.target.value)}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <TextField
                  fullWidth
                  select
                  label={t('add.country')}
                  value={country}
                  onChange={(event) => setCountry(event.target.value)}
                  helperText=" "
                >
                  <MenuItem value="">{t('add.anyCountry')}</MenuItem>
                  {countries.map((code) => (
                    <MenuItem key={code} value={code}>
                      {countryName(code, i18n.language)}
                    </MenuItem>
                  ))}
                </TextField>
              </Grid>
            </Grid>
            {error ? (
              <Alert severity="error">{errorMessage(error)}</Alert>
            ) : isFetching && !pros ? (
              <Skeleton variant="rounded" height={160} />
            ) : pros && pros.length === 0 ? (
              <Typography role="status">{t('add.none')}</Typography>
            ) : (
              <List aria-label={t('add.results')} aria-busy={isFetching}>
                {(pros ?? []).map((pro) => (
                  <ListItem key={pro.id} disablePadding divider>
                    <ListItemButton onClick={() => setChosen(pro)}>
                      <ListItemText
                        primary={pro.name}
                        secondary={`${pro.city}, ${countryName(pro.country, i18n.language)}`}
                      />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{t('add.cancel')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

/** One firm's detail (`GET /pros/{country}/{code}`) and the request to it. */
function ProRequest({
  companyId,
  pro,
  permissions,
  onPermissions,
  onBack,
  onDone,
}: {
  companyId: string;
  pro: Pro;
  permissions: AffiliationPermission[];
  onPermissions: (next: AffiliationPermission[]) => void;
  onBack: () => void;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('advisers');
  const errorMessage = useErrorMessage();
  const { data: detail, error: detailError } = useGetProQuery({
    country: pro.country,
    code: pro.code,
  });
  const [createAffiliation, creation] = useCreateAffiliationMutation();

  const submit = async () => {
    const result = await createAffiliation({ companyId, proId: pro.id, permissions });
    if (!result.error) {
      void showToast(t('add.requested', { name: pro.name }), 'success');
      onDone();
    }
  };

  return (
    <>
      <DialogContent>
        {detailError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorMessage(detailError)}
          </Alert>
        ) : !detail ? (
          <Skeleton variant="rounded" height={80} sx={{ mb: 2 }} />
        ) : (
          <Box sx={{ mb: 2 }}>
            <Typography>
              {t('add.detail', {
                city: detail.city,
                country: countryName(detail.country, i18n.language),
                code: detail.code,
              })}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 0.5 }}>
              {t('add.services')}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {detail.services.map((service) => (
                <Chip
                  key={service}
                  size="small"
                  variant="outlined"
                  label={t(`services.${service}`)}
                />
              ))}
            </Stack>
          </Box>
        )}
        <PermissionCheckboxes
          value={permissions}
          onChange={onPermissions}
          disabled={creation.isLoading}
        />
        <SubmitError error={creation.error} sx={{ mt: 2 }} onRetry={() => void submit()} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onBack} disabled={creation.isLoading}>
          {t('add.back')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={creation.isLoading}
          aria-busy={creation.isLoading}
        >
          {creation.isLoading ? t('add.sending') : t('add.request')}
        </Button>
      </DialogActions>
    </>
  );
}
