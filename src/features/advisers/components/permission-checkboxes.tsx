import { useTranslation } from 'react-i18next';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import {
  AFFILIATION_PERMISSIONS,
  type AffiliationPermission,
} from '@/shared/contract/account/access';

/** Every adviser of a company sees its data: that permission cannot be taken away. */
export const ALWAYS_GRANTED: AffiliationPermission = 'viewCompany';

/** What an adviser may do for the company, one checkbox each; seeing the data is always on. */
export function PermissionCheckboxes({
  value,
  onChange,
  disabled = false,
}: {
  value: readonly AffiliationPermission[];
  onChange: (next: AffiliationPermission[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('advisers');
  const toggle = (permission: AffiliationPermission, on: boolean) =>
    onChange(
      AFFILIATION_PERMISSIONS.filter((p) =>
        p === permission ? on : p === ALWAYS_GRANTED || value.includes(p),
      ),
    );
  return (
    <FormControl component="fieldset" disabled={disabled}>
      <FormLabel component="legend">{t('permissions.legend')}</FormLabel>
      <FormGroup>
        {AFFILIATION_PERMISSIONS.map((permission) => (
          <FormControlLabel
            key={permission}
            control={
              <Checkbox
                checked={permission === ALWAYS_GRANTED || value.includes(permission)}
                disabled={permission === ALWAYS_GRANTED}
                onChange={(event) => toggle(permission, event.target.checked)}
              />
            }
            label={t(`permissions.${permission}`)}
          />
        ))}
      </FormGroup>
      <FormHelperText>{t('permissions.alwaysView')}</FormHelperText>
    </FormControl>
  );
}
