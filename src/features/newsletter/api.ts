import { mainApi } from '@/shared/api/main-api';
import { noContent, reads, request } from '@/shared/api/contract-endpoint';
import {
  newsletterEndpoints,
  type NewsletterSubscription,
  type NewsletterSubscriptionRequest,
} from '@/shared/contract/main/newsletter';

/** The newsletter's double opt-in; nothing here is cached: each call is a one-off. */
const newsletterApi = mainApi.injectEndpoints({
  endpoints: (build) => ({
    subscribeToNewsletter: build.mutation<void, NewsletterSubscriptionRequest>({
      query: (body) => request(newsletterEndpoints.subscribeToNewsletter, {}, body),
      ...noContent,
    }),
    confirmNewsletter: build.mutation<NewsletterSubscription, string>({
      query: (token) => request(newsletterEndpoints.confirmNewsletter, {}, { token }),
      ...reads(newsletterEndpoints.confirmNewsletter),
    }),
    unsubscribeFromNewsletter: build.mutation<void, string>({
      query: (token) => request(newsletterEndpoints.unsubscribeFromNewsletter, {}, { token }),
      ...noContent,
    }),
  }),
});

export const {
  useSubscribeToNewsletterMutation,
  useConfirmNewsletterMutation,
  useUnsubscribeFromNewsletterMutation,
} = newsletterApi;
