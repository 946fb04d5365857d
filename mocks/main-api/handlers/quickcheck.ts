/** The signed-in user's quickcheck, kept with their account (UX-8). */
import { config } from '../../../src/shared/config/config';
import { quickcheckEndpoints } from '../../../src/shared/contract/main/quickcheck';
import { quickchecks } from '../data/quickchecks';
import { ok } from '../../common/respond';
import { route } from '../../common/route';

export const quickcheckHandlers = [
  route(config.mainApiUrl, quickcheckEndpoints.getMyQuickcheck, ({ user }) => {
    const row = quickchecks.findById(user.id);
    if (!row) return ok(null);
    const { id: _id, ...stored } = row;
    return ok(stored);
  }),
  route(config.mainApiUrl, quickcheckEndpoints.putMyQuickcheck, ({ user, body }) => {
    const row = { id: user.id, ...body };
    if (quickchecks.findById(user.id)) quickchecks.update(user.id, row);
    else quickchecks.insert(row);
    return ok(body);
  }),
];
