import account from '@locales/fr/account.json';
import auth from '@locales/fr/auth.json';
import boot from '@locales/fr/boot.json';
import common from '@locales/fr/common.json';
import dashboard from '@locales/fr/dashboard.json';
import footer from '@locales/fr/footer.json';

/** Every namespace of one language in one chunk, loaded when the language is first needed. */
export const resources = { account, auth, boot, common, dashboard, footer };
