import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBeforeUnload, useBlocker } from 'react-router-dom';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/**
 * The navigation state of a form's own navigation after (or during) its save: the form's guard lets
 * it pass (TRUST-5: a save that moves on is never stopped by its own "Leave without saving?").
 */
export const SAVED_NAVIGATION = { formSaved: true } as const;

const isSavedNavigation = (state: unknown) =>
  typeof state === 'object' && state !== null && 'formSaved' in state && state.formSaved === true;

/**
 * Leaving a form with unsaved input asks first: in-app navigation through react-router's blocker
 * (a dialog), closing or reloading the tab through the browser's own prompt. `release()` lets the
 * form's own navigation after a save pass, as does any navigation with `state: SAVED_NAVIGATION`.
 * `onLeave`: the user chose to leave without saving (a session draft of the input goes with it).
 */
export function useUnsavedGuard(dirty: boolean, { onLeave }: { onLeave?: () => void } = {}) {
  const { t } = useTranslation('services');
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      !isSavedNavigation(nextLocation.state) &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );
  useBeforeUnload(
    useCallback((event: BeforeUnloadEvent) => {
      if (dirtyRef.current) event.preventDefault();
    }, []),
  );
  const release = useCallback(() => {
    dirtyRef.current = false;
  }, []);
  const dialog = (
    <Dialog
      open={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      aria-labelledby="unsaved-title"
    >
      <DialogTitle id="unsaved-title">{t('unsaved.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('unsaved.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()} autoFocus>
          {t('unsaved.stay')}
        </Button>
        <Button
          color="error"
          onClick={() => {
            onLeave?.();
            blocker.proceed?.();
          }}
        >
          {t('unsaved.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { dialog, release };
}
