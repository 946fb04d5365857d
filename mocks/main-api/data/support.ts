/** Support tickets and the attachments uploaded for them. */
import type { Attachment } from '../../../src/shared/contract/main/support';
import type { TicketRecord } from './fixtures/compliance';
import { ticketFixtures } from './fixtures/compliance-tickets';
import { table } from '../../common/data/table';

export type { TicketRecord };

export interface AttachmentRecord extends Attachment {
  companyId: string;
  /** The ticket that named it; an attachment belongs to one ticket. */
  ticketId: string | null;
}

export const tickets = table(() => ticketFixtures(Date.now()));
export const attachments = table<AttachmentRecord>(() => []);

export const ticketsOf = (companyId: string): TicketRecord[] =>
  tickets
    .where((t) => t.companyId === companyId)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));

let sequence = 4211;
/** `SUP-<year>-<6 digits>`, unique in this process. */
export function nextTicketReference(): string {
  sequence += 1;
  return `SUP-${new Date().getUTCFullYear()}-${String(sequence).padStart(6, '0')}`;
}
