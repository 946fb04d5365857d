import { AustrianRegistrationStep } from '../components/wizard/austrian-registration-step';
import { WizardPage } from './wizard-page';

/** LIC-2 in Austria: the wizard opens at the packaging scope and the representative. */
export function Component() {
  return <WizardPage RegistrationStep={AustrianRegistrationStep} />;
}
