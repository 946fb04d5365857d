// First: notistack (goober) inserts its styles while its module loads, and needs the nonce then.
import './app/csp-nonce';
import { signInFirst, signInFirstApplies } from './app/boot/sign-in-first';

/**
 * HOUSE-6: signed out in the signed-in area, the browser goes to the provider before the app is
 * evaluated; if it stays (the redirect failed), the app starts and explains. Otherwise the
 * start-up: its phases, each a function of what the one before returned (`app/boot/phases.ts`).
 */
const start = () =>
  import(/* webpackMode: "eager" */ './app/boot/phases').then(({ boot }) => boot());

void (signInFirstApplies() ? signInFirst().catch(start) : start());
