/**
 * The main API's feature flags (spec sections 6 and 7): `GET /user/config/features` for the
 * signed-in user (bearer required), `GET /config/features` for visitors. Both answer
 * `{ data: { flag_name: boolean } }`.
 */
import { http } from 'msw';
import { config } from '../../src/shared/config/config';
import { featureFlags } from '../data/db';
import { latency, withUser } from './auth';
import { ok } from './respond';

const url = (path: string) => `${config.mainApiUrl}${path}`;

export const mainApiHandlers = [
  http.get(
    url('/user/config/features'),
    withUser(({ user }) => ok(featureFlags.forUser(user.id))),
  ),
  http.get(url('/config/features'), async () => {
    await latency();
    return ok(featureFlags.public());
  }),
];
