import type { Licence, WizardStep } from '@/shared/contract/main/licences';
import type { SaveStep } from './use-save-step';

export interface StepProps {
  /** The draft so far; undefined before the first save. */
  licence: Licence | undefined;
  /** Saves the step: the wizard's one saver, so saves never race (TRUST-5). */
  save: SaveStep;
  /** The step was saved: go on to `next` of this draft. */
  onSaved: (licence: Licence, next: WizardStep) => void;
  onBack?: () => void;
}
