/** Support: attachments uploaded one by one, then tickets that name them. */
import { config } from '../../../src/shared/config/config';
import {
  MAX_ATTACHMENT_BYTES,
  supportEndpoints,
  type Attachment,
} from '../../../src/shared/contract/main/support';
import { newId } from '../../common/data/db';
import {
  attachments,
  nextTicketReference,
  tickets,
  ticketsOf,
  type AttachmentRecord,
  type TicketRecord,
} from '../data/support';
import { created, ok, validationFailed } from '../../common/respond';
import { route } from '../../common/route';
import { contentProblem, contentRefused, sanitizeFileName } from './uploads';
import { inCompanyScope, type CompanyScopeParams } from './company-scope';

const base = config.mainApiUrl;

const attachmentView = ({ companyId: _c, ticketId: _t, ...a }: AttachmentRecord): Attachment => a;
const ticketView = ({ companyId: _c, createdBy: _b, ...t }: TicketRecord) => t;

export const supportHandlers = [
  route<typeof supportEndpoints.uploadAttachment, CompanyScopeParams>(
    base,
    supportEndpoints.uploadAttachment,
    inCompanyScope(({ params, body }) => {
      const bytes = Buffer.from(body.content, 'base64');
      if (bytes.length === 0) return validationFailed({ content: 'required' });
      if (bytes.length > MAX_ATTACHMENT_BYTES) return validationFailed({ content: 'tooLong' });
      const problem = contentProblem(body.type, bytes);
      if (problem) return contentRefused('content', problem);
      const attachment = attachments.insert({
        id: newId('att'),
        companyId: params.companyId,
        ticketId: null,
        name: sanitizeFileName(body.name, body.type),
        type: body.type,
        sizeBytes: bytes.length,
        uploadedAt: new Date().toISOString(),
      });
      return created(attachmentView(attachment));
    }),
  ),
  route<typeof supportEndpoints.createTicket, CompanyScopeParams>(
    base,
    supportEndpoints.createTicket,
    inCompanyScope(({ params, body, user }) => {
      const ids = [...new Set(body.attachmentIds)];
      const named = ids.map((id) => attachments.findById(id));
      if (named.some((a) => !a || a.companyId !== params.companyId || a.ticketId !== null))
        return validationFailed({ attachmentIds: 'invalid' });
      const now = new Date().toISOString();
      const id = newId('tkt');
      const ticket = tickets.insert({
        id,
        companyId: params.companyId,
        createdBy: user.id,
        reference: nextTicketReference(),
        topic: body.topic,
        country: body.country,
        stream: body.stream,
        message: body.message,
        attachments: named.map((a) => attachmentView(a!)),
        status: 'open',
        createdAt: now,
        updatedAt: now,
      });
      for (const a of named) attachments.update(a!.id, { ticketId: id });
      return created(ticketView(ticket));
    }),
  ),
  route<typeof supportEndpoints.getTickets, CompanyScopeParams>(
    base,
    supportEndpoints.getTickets,
    inCompanyScope(({ params }) => ok(ticketsOf(params.companyId).map(ticketView))),
  ),
];
