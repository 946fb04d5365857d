import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Licence, LicenceDraftUpdate, WizardStep } from '@/shared/contract/main/licences';
import { SAVED_NAVIGATION } from '@/shared/forms/use-unsaved-guard';
import { useCreateLicenceMutation, useUpdateLicenceDraftMutation } from '../../api/licensing-api';
import { useLicensingSection } from '../licensing-country';

export type SaveResult = { ok: true; licence: Licence } | { ok: false; error: unknown };

export type SaveStep = (
  data: Omit<LicenceDraftUpdate, 'step'>,
  currentStep: WizardStep,
  nextStep: WizardStep,
) => Promise<SaveResult>;

/**
 * Saves the wizard's steps to the service, one wizard one saver (the page's): the draft is created
 * on the first save, and the address names it from then on (`?draft=<id>&step=<step>`), so a
 * reload, a closed tab or a renewed session continue from the saved step.
 *
 * TRUST-5: saves run one after the other, and each takes the draft id the ones before it got, so
 * however fast saves come (a double submit, a retry after a failed first save) there is never a
 * second POST and never a second draft. The wizard's own moves pass the steps' unsaved-input
 * guards (`SAVED_NAVIGATION`). `created` is the new draft until the address and the cache name it,
 * so the step is not swapped for a loading state in the middle of its save.
 */
export function useSaveStep(draftId: string | null) {
  const { companyId, country } = useLicensingSection();
  const [, setSearch] = useSearchParams();
  const [createLicence] = useCreateLicenceMutation();
  const [updateDraft] = useUpdateLicenceDraftMutation();
  const [created, setCreated] = useState<Licence | undefined>(undefined);
  /** The draft the next save continues: the address's, or the one a save just created. */
  const current = useRef<string | null>(draftId);
  /** The saves so far, in order: the next waits for them. */
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    // A new start (no draft in the address) after a draft: the next save creates one again.
    current.current = draftId;
  }, [draftId]);

  const goTo = useCallback(
    (id: string, step: WizardStep, { saved = true }: { saved?: boolean } = {}) =>
      setSearch(new URLSearchParams({ draft: id, step }), {
        replace: true,
        ...(saved ? { state: SAVED_NAVIGATION } : {}),
      }),
    [setSearch],
  );

  const run = useCallback(
    async (
      data: Omit<LicenceDraftUpdate, 'step'>,
      currentStep: WizardStep,
      nextStep: WizardStep,
    ): Promise<SaveResult> => {
      let id = current.current;
      if (!id) {
        const result = await createLicence({ companyId, country });
        if ('error' in result) return { ok: false, error: result.error };
        id = result.data.id;
        current.current = id;
        setCreated(result.data);
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
    [createLicence, updateDraft, companyId, country, goTo],
  );

  const save: SaveStep = useCallback(
    (data, currentStep, nextStep) => {
      const result = queue.current.then(() => run(data, currentStep, nextStep));
      queue.current = result.catch(() => undefined);
      return result;
    },
    [run],
  );

  return { save, goTo, created: created?.id === draftId ? created : undefined };
}
