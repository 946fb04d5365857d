/**
 * The OpenAPI texts of `./support`: each endpoint's summary, tags and example request. Read by
 * the OpenAPI generator and the tests (through `apis.ts`), never by the app, so they stay out of
 * its bundle.
 */
import type { EndpointDocs } from '../endpoint-docs';
import {
  AttachmentInputSchema,
  AttachmentSchema,
  SupportTopicSchema,
  TicketInputSchema,
  TicketSchema,
  type supportEndpoints,
} from './support';

export const supportDocs: EndpointDocs<typeof supportEndpoints> = {
  uploadAttachment: {
    summary:
      'Uploads one attachment for a ticket: PDF, PNG, JPEG, CSV, text, XLSX or DOCX, at most ' +
      '10 MB; the name must end as its type does and the content must be of that type',
    tags: ['Support'],
    example: {
      params: { companyId: 'cmp-0002' },
      body: {
        name: 'weee-mengen-oktober.csv',
        type: 'text/csv',
        content:
          'Y2F0ZWdvcnk7YXVkaWVuY2U7a2cKbGFtcHM7YjJjOzQxMi41CnNtYWxsRXF1aXBtZW50O2IyYzsxMjgwCg==',
      },
    },
  },
  createTicket: {
    summary:
      'Files a support ticket with up to 5 uploaded attachments of the company ' +
      '(400 `fields.attachmentIds` for an unknown or used one); answers with its reference',
    tags: ['Support'],
    example: {
      params: { companyId: 'cmp-0002' },
      body: {
        topic: 'reports',
        country: 'DE',
        stream: 'weee',
        message:
          'Our October WEEE quantities are attached. Lamps and small equipment are split as the ' +
          'register asks; please check them before the report is filed.',
        attachmentIds: [],
      },
    },
  },
  getTickets: {
    summary: "The company's support tickets, newest first",
    tags: ['Support'],
    example: { params: { companyId: 'cmp-0002' } },
  },
};

/** Its schemas that are named components of the OpenAPI document (the name without `Schema`). */
export const supportComponents = {
  AttachmentInputSchema,
  AttachmentSchema,
  SupportTopicSchema,
  TicketInputSchema,
  TicketSchema,
};
