/** The newsletter's double opt-in: the same answer for every address, the rest by e-mail. */
import { config } from '../../../src/shared/config/config';
import { newsletterEndpoints } from '../../../src/shared/contract/main/newsletter';
import { confirmSubscription, requestSubscription, unsubscribe } from '../data/newsletter';
import { clientAddressOf } from '../../common/client-address';
import { fail, mailLimited, noContent, ok, validationFailed } from '../../common/respond';
import { publicRoute } from '../../common/route';

const originOf = (request: Request) => new URL(request.url).origin;

export const newsletterHandlers = [
  publicRoute(config.mainApiUrl, newsletterEndpoints.subscribeToNewsletter, ({ body, request }) => {
    const limited = mailLimited(newsletterEndpoints.subscribeToNewsletter, {
      addresses: [body.email],
      clientAddress: clientAddressOf(request),
    });
    if (limited) return limited;
    requestSubscription(body, originOf(request));
    return noContent();
  }),
  publicRoute(config.mainApiUrl, newsletterEndpoints.confirmNewsletter, ({ body, request }) => {
    const confirmed = confirmSubscription(body.token, originOf(request));
    if (!confirmed) return fail(404, 'Unknown or expired confirmation link');
    const { email, language, topics, confirmedAt } = confirmed;
    return ok({ email, language, topics, confirmedAt: confirmedAt! });
  }),
  publicRoute(config.mainApiUrl, newsletterEndpoints.unsubscribeFromNewsletter, ({ body }) => {
    const result = unsubscribe(body.token);
    if (result.ok) return noContent();
    // TRUST-14: an expired or outdated link is ours, so the page says why (a newer mail's works).
    return result.reason === 'invalid'
      ? fail(404, 'Unknown unsubscribe link')
      : validationFailed({ token: result.reason });
  }),
];
