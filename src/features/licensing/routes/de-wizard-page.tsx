import { GermanRegistrationStep } from '../components/wizard/german-registration-step';
import { WizardPage } from './wizard-page';

/** LIC-2 in Germany: the wizard opens at the LUCID number. */
export function Component() {
  return <WizardPage RegistrationStep={GermanRegistrationStep} />;
}
