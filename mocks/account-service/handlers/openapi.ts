/** The account service's OpenAPI document (generated from the contract), served beside it. */
import { http, HttpResponse } from 'msw';
import { config } from '../../../src/shared/config/config';
import accountApiDocument from '../openapi.json';

export const accountApiOpenApiHandlers = [
  http.get(`${config.accountApiUrl}/openapi.json`, () => HttpResponse.json(accountApiDocument)),
];
