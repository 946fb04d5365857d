import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import type { Licence } from '@/shared/contract/main/licences';
import { lazyDialog } from '@/shared/ui/lazy-dialog';
import { prefetchProps } from '@/shared/ui/lazy-part';
import { showToast } from '@/shared/ui/toast';
import { useDiscardLicenceDraftMutation } from '../api/licensing-api';
import { useLicensingSection } from './licensing-country';

const { Dialog: DiscardDialog, prefetch } = lazyDialog(() =>
  import(/* webpackChunkName: "discard-draft-dialog" */ './discard-draft-dialog').then(
    (m) => m.DiscardDraftDialog,
  ),
);

/** Discards a draft after a confirmation that names what is lost; the draft is then cancelled. */
export function DiscardDraftButton({
  licence,
  size,
}: {
  licence: Licence;
  /** `small` in a list row, where the button names the draft for screen readers. */
  size?: 'small';
}) {
  const { t } = useTranslation('services');
  const navigate = useNavigate();
  const section = useLicensingSection();
  const [discard, { isLoading }] = useDiscardLicenceDraftMutation();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const name = licence.year
    ? t('licensing.discard.nameYear', { year: licence.year })
    : t('licensing.discard.name');
  const confirm = async () => {
    setError(null);
    const result = await discard({ companyId: section.companyId, processId: licence.id });
    if ('error' in result) {
      setError(result.error);
      return;
    }
    setOpen(false);
    void showToast(t('licensing.discard.done', { name }), 'success');
    navigate(section.index, { replace: true });
  };
  return (
    <>
      <Button
        color="error"
        size={size}
        onClick={() => setOpen(true)}
        {...prefetchProps(prefetch)}
        aria-label={size ? t('licensing.discard.buttonLabel', { name }) : undefined}
      >
        {t('licensing.discard.button')}
      </Button>
      <DiscardDialog
        open={open}
        name={name}
        error={error}
        busy={isLoading}
        onClose={() => setOpen(false)}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
