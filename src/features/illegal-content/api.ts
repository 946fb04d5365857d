import { mainApi } from '@/shared/api/main-api';
import { reads, request } from '@/shared/api/contract-endpoint';
import {
  illegalContentEndpoints,
  type IllegalContentNoticeInput,
  type NoticeReceipt,
} from '@/shared/contract/main/illegal-content';

const illegalContentApi = mainApi.injectEndpoints({
  endpoints: (build) => ({
    submitIllegalContentNotice: build.mutation<NoticeReceipt, IllegalContentNoticeInput>({
      query: (body) => request(illegalContentEndpoints.submitIllegalContentNotice, {}, body),
      ...reads(illegalContentEndpoints.submitIllegalContentNotice),
    }),
  }),
});

export const { useSubmitIllegalContentNoticeMutation } = illegalContentApi;
