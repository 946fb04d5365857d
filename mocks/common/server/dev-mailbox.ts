/**
 * The dev mailbox: every mail the local stack "sent" (invitations, password resets, e-mail
 * changes, newsletter confirmations), newest first, with its links clickable. Nothing leaves the
 * machine. `GET /__dev/mail` is the page for people, `GET /__dev/mail.json` the list for tests.
 * Dev backend only, never in a build.
 */
import type { Application, Response } from 'express';
import { outbox, type SentMail } from '../data/db';

export const MAILBOX_PATH = '/__dev/mail';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const newestFirst = (): SentMail[] => [...outbox.all()].reverse();

function mailHtml(mail: SentMail): string {
  const links = mail.links
    .map((link) => `<li><a href="${escape(link.url)}">${escape(link.label)}</a></li>`)
    .join('');
  const headers = Object.entries(mail.headers ?? {})
    .map(([name, value]) => `<li><code>${escape(name)}: ${escape(value)}</code></li>`)
    .join('');
  return `<article aria-labelledby="${escape(mail.id)}">
  <h2 id="${escape(mail.id)}">${escape(mail.subject)}</h2>
  <p class="meta">To <strong>${escape(mail.to)}</strong> · ${escape(mail.sentAt)} · ${escape(mail.kind)}</p>
  ${headers ? `<ul class="headers">${headers}</ul>` : ''}
  <pre>${escape(mail.text)}</pre>
  ${links ? `<ul>${links}</ul>` : ''}
</article>`;
}

function page(mails: SentMail[]): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox · EPR Compliance</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 48rem; padding: 1rem; color: #1b1b1b; }
  article { border: 1px solid #c8d3c9; border-radius: 8px; padding: 0 1rem 1rem; margin: 1rem 0; }
  .meta { color: #4a4a4a; font-size: 0.875rem; }
  .headers { font-size: 0.8125rem; overflow-wrap: anywhere; }
  pre { white-space: pre-wrap; font: inherit; }
  a { color: #1b5e20; }
</style>
</head>
<body>
<main>
<h1>Dev mailbox</h1>
<p>Mails the local stack sent, newest first. Nothing leaves this machine. ${mails.length} mail(s).</p>
${mails.length ? mails.map(mailHtml).join('\n') : '<p>No mail yet.</p>'}
</main>
</body>
</html>`;
}

export function mountDevMailbox(app: Application): void {
  const noStore = (res: Response) => res.setHeader('Cache-Control', 'no-store');
  app.get(`${MAILBOX_PATH}.json`, (_req, res) => {
    noStore(res);
    res.json({ mails: newestFirst() });
  });
  app.get(MAILBOX_PATH, (_req, res) => {
    noStore(res);
    res.type('html').send(page(newestFirst()));
  });
}
