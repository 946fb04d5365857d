import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Licence, LicenceDraftUpdate, WizardStep } from '@/shared/contract/main/licences';
import { useCreateLicenceMutation, useUpdateLicenceDraftMutation } from '../api';
import { useLicensingSection } from '../licensing-country';

export type SaveResult = { ok: true; licence: Licence } | { ok: false; error: unknown };

/**
 * Saves a wizard step to the service: the draft is created on the first save, and the address
 * names it from then on (`?draft=<id>&step=<step>`), so a reload, a closed tab or a renewed
 * session continue from the saved step.
 */
export function useSaveStep(licence: Licence | undefined) {
  const { companyId, country } = useLicensingSection();
  const [, setSearch] = useSearchParams();
  const [createLicence] = useCreateLicenceMutation();
  const [updateDraft] = useUpdateLicenceDraftMutation();

  const goTo = useCallback(
    (draftId: string, step: WizardStep) =>
      setSearch(new URLSearchParams({ draft: draftId, step }), { replace: true }),
    [setSearch],
  );

  const save = useCallback(
    async (
      data: Omit<LicenceDraftUpdate, 'step'>,
      currentStep: WizardStep,
      nextStep: WizardStep,
    ): Promise<SaveResult> => {
      let id = licence?.id;
      if (!id) {
        const created = await createLicence({ companyId, country });
        if ('error' in created) return { ok: false, error: created.error };
        id = created.data.id;
        // The draft exists from now on: a retry after a failed save continues it.
        goTo(id, currentStep);
      }
      const saved = await updateDraft({
        companyId,
        processId: id,
        draft: { ...data, step: nextStep },
      });
      if ('error' in saved) return { ok: false, error: saved.error };
      return { ok: true, licence: saved.data };
    },
    [licence?.id, createLicence, updateDraft, companyId, country, goTo],
  );

  return { save, goTo };
}
