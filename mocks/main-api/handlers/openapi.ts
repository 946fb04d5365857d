/** The main API's OpenAPI document (generated from the contract), served beside it. */
import { http, HttpResponse } from 'msw';
import { config } from '../../../src/shared/config/config';
import mainApiDocument from '../openapi.json';

export const mainApiOpenApiHandlers = [
  http.get(`${config.mainApiUrl}/openapi.json`, () => HttpResponse.json(mainApiDocument)),
];
