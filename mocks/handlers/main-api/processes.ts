/** The service processes of a company the signed-in user may see. */
import { config } from '../../../src/shared/config/config';
import { processEndpoints } from '../../../src/shared/contract/main/processes';
import { companyAccess } from '../../data/db';
import { processesOf } from '../../data/processes';
import { companyNotFound, ok } from '../respond';
import { route } from '../route';

export const processHandlers = [
  route<typeof processEndpoints.getProcesses, { companyId: string }>(
    config.mainApiUrl,
    processEndpoints.getProcesses,
    ({ params, user }) =>
      companyAccess(user, params.companyId) ? ok(processesOf(params.companyId)) : companyNotFound(),
  ),
];
