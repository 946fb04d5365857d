import account from '@locales/es/account.json';
import auth from '@locales/es/auth.json';
import boot from '@locales/es/boot.json';
import common from '@locales/es/common.json';
import dashboard from '@locales/es/dashboard.json';
import footer from '@locales/es/footer.json';

/** Every namespace of one language in one chunk, loaded when the language is first needed. */
export const resources = { account, auth, boot, common, dashboard, footer };
