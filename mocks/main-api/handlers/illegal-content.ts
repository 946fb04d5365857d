/** Notices of illegal content: the same notice twice gets the same receipt. */
import { config } from '../../../src/shared/config/config';
import { illegalContentEndpoints } from '../../../src/shared/contract/main/illegal-content';
import { receiveNotice } from '../data/illegal-content-notices';
import { clientAddressOf } from '../../common/client-address';
import { created, mailLimited } from '../../common/respond';
import { publicRoute } from '../../common/route';

export const illegalContentHandlers = [
  publicRoute(
    config.mainApiUrl,
    illegalContentEndpoints.submitIllegalContentNotice,
    ({ body, request }) => {
      const { goodFaith: _goodFaith, ...notice } = body;
      const limited = mailLimited(illegalContentEndpoints.submitIllegalContentNotice, {
        addresses: [notice.notifierEmail],
        clientAddress: clientAddressOf(request),
      });
      if (limited) return limited;
      return created(receiveNotice(notice));
    },
  ),
];
