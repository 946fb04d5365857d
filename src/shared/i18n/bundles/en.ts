import account from '@locales/en/account.json';
import auth from '@locales/en/auth.json';
import boot from '@locales/en/boot.json';
import common from '@locales/en/common.json';
import dashboard from '@locales/en/dashboard.json';
import footer from '@locales/en/footer.json';

/** Every namespace of one language in one chunk, loaded when the language is first needed. */
export const resources = { account, auth, boot, common, dashboard, footer };
