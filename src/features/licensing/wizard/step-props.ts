import type { Licence, WizardStep } from '@/shared/contract/main/licences';

export interface StepProps {
  /** The draft so far; undefined before the first save. */
  licence: Licence | undefined;
  /** The step was saved: go on to `next` of this draft. */
  onSaved: (licence: Licence, next: WizardStep) => void;
  onBack?: () => void;
}
