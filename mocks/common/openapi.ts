/** The contract's OpenAPI documents, served beside each API (`GET .../openapi.json`). */
import { http, HttpResponse } from 'msw';
import { config } from '../../src/shared/config/config';
import accountApiDocument from '../../src/shared/contract/openapi/account-api.json';
import mainApiDocument from '../../src/shared/contract/openapi/main-api.json';

export const openApiHandlers = [
  http.get(`${config.accountApiUrl}/openapi.json`, () => HttpResponse.json(accountApiDocument)),
  http.get(`${config.mainApiUrl}/openapi.json`, () => HttpResponse.json(mainApiDocument)),
];
