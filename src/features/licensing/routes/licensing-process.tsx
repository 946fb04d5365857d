import { LicensingFrame } from '../licensing-frame';

export function Component() {
  return <LicensingFrame step="process" />;
}
