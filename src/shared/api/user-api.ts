import type { SignedInUser } from '@/shared/contract/account/user';
import { userEndpoints } from '@/shared/contract/account/user';
import { accountApi } from './account-api';
import { reads, request } from './contract-endpoint';

/** What `logout` resolves with: the status the service answered, whatever it was. */
export interface LogoutOutcome {
  status: number | string;
}

export const ME = 'ME';

/** The signed-in user and the end of their session: called by the shell, loaders and features. */
export const userApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    getUser: build.query<SignedInUser, void>({
      query: () => request(userEndpoints.getUser),
      ...reads(userEndpoints.getUser),
      providesTags: [{ type: 'User', id: ME }],
    }),
    /**
     * The session ends whatever the service answers: any status, and even a network failure,
     * resolves with what happened. `validateStatus` accepts everything, so a 403 here never starts
     * a session renewal either.
     */
    logout: build.mutation<LogoutOutcome, void>({
      queryFn: async (_arg, _api, _extraOptions, baseQuery) => {
        const result = await baseQuery({
          ...request(userEndpoints.logout),
          validateStatus: () => true,
          responseHandler: 'text',
        });
        const status = result.error
          ? result.error.status
          : (result.meta?.response?.status ?? 'unknown');
        return { data: { status } };
      },
    }),
  }),
});

export const { useGetUserQuery } = userApi;
