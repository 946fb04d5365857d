import type { AddressInfo } from 'node:net';
import express from 'express';
import { http, passthrough } from 'msw';
import { server as mockServer } from '../node';
import { outbox } from '../data/db';
import { MAILBOX_PATH, mountDevMailbox } from './dev-mailbox';

async function serveMailbox() {
  const app = express();
  mountDevMailbox(app);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  // A real server on this machine: msw lets its requests through.
  mockServer.use(http.get(`${base}/*`, () => passthrough()));
  return { base, close: () => server.close() };
}

describe('the dev mailbox', () => {
  it('[X-MAIL-1] lists every mail sent, newest first, with its links clickable and its text escaped', async () => {
    outbox.send({ to: 'a@example.com', kind: 'first', subject: 'First', text: 'Hello' });
    outbox.send({
      to: 'b@example.com',
      kind: 'invitation',
      subject: 'Join <Nordlicht>',
      text: 'Olivia invites you.',
      links: [{ label: 'Accept the invitation', url: 'http://localhost:8080/invitations/c/i' }],
    });
    const mailbox = await serveMailbox();
    try {
      const list = (await (await fetch(`${mailbox.base}${MAILBOX_PATH}.json`)).json()) as {
        mails: { subject: string }[];
      };
      expect(list.mails.map((m) => m.subject)).toEqual(['Join <Nordlicht>', 'First']);

      const response = await fetch(`${mailbox.base}${MAILBOX_PATH}`);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const html = await response.text();
      expect(html).toContain('<h2 id="');
      expect(html).toContain('Join &lt;Nordlicht&gt;');
      expect(html).not.toContain('<Nordlicht>');
      expect(html).toContain(
        '<a href="http://localhost:8080/invitations/c/i">Accept the invitation</a>',
      );
      expect(html.indexOf('Join &lt;Nordlicht&gt;')).toBeLessThan(html.indexOf('First'));
    } finally {
      mailbox.close();
    }
  });
});
