import account from '@locales/de/account.json';
import auth from '@locales/de/auth.json';
import boot from '@locales/de/boot.json';
import common from '@locales/de/common.json';
import dashboard from '@locales/de/dashboard.json';
import footer from '@locales/de/footer.json';

/** Every namespace of one language in one chunk, loaded when the language is first needed. */
export const resources = { account, auth, boot, common, dashboard, footer };
