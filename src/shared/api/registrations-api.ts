import {
  registrationEndpoints,
  type Registration,
  type RegistrationInput,
} from '@/shared/contract/main/registrations';
import { noContent, reads, request } from './contract-endpoint';
import { mainApi } from './main-api';

interface RegistrationKey {
  companyId: string;
  country: string;
  stream: string;
}

/**
 * The company's registration numbers per country and stream: edited on the country pages, shown
 * on the dashboard, read by the licensing wizards. A change changes the obligations too.
 */
export const registrationNumbersApi = mainApi.injectEndpoints({
  endpoints: (build) => ({
    getRegistrations: build.query<Registration[], string>({
      query: (companyId) => request(registrationEndpoints.getRegistrations, { companyId }),
      ...reads(registrationEndpoints.getRegistrations),
      providesTags: ['Registration'],
    }),
    putRegistration: build.mutation<Registration, RegistrationKey & { input: RegistrationInput }>({
      query: ({ companyId, country, stream, input }) =>
        request(
          registrationEndpoints.putRegistration,
          { companyId, country: country.toUpperCase(), stream },
          input,
        ),
      ...reads(registrationEndpoints.putRegistration),
      invalidatesTags: ['Registration', 'Obligation', 'Deadline'],
    }),
    deleteRegistration: build.mutation<void, RegistrationKey>({
      query: ({ companyId, country, stream }) =>
        request(registrationEndpoints.deleteRegistration, {
          companyId,
          country: country.toUpperCase(),
          stream,
        }),
      ...noContent,
      invalidatesTags: ['Registration', 'Obligation', 'Deadline'],
    }),
  }),
});

export const {
  useGetRegistrationsQuery,
  usePutRegistrationMutation,
  useDeleteRegistrationMutation,
} = registrationNumbersApi;
