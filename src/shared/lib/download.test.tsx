import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-app';
import { saveContent, saveFile, useFileDownload, type FetchedFile } from './download';

const saved: { href: string; download: string }[] = [];
const revoked: string[] = [];

beforeEach(() => {
  saved.length = 0;
  revoked.length = 0;
  let next = 0;
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: () => `blob:test/${(next += 1)}`,
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    configurable: true,
    value: (url: string) => revoked.push(url),
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
});

it('[TRUST-8] a file is saved under a name without path separators or control characters, and its link is gone', () => {
  saveFile('https://example.test/file.pdf', '../etc/pass\nwd:*.pdf');
  expect(saved).toEqual([
    { href: 'https://example.test/file.pdf', download: '_etc_pass wd__.pdf' },
  ]);
  expect(document.querySelector('a')).toBeNull();
});

it('[UX-7][LUCID-1] text made in the browser is saved as a file; its object URL is revoked once the browser has it', () => {
  jest.useFakeTimers();
  try {
    saveContent('BEGIN:VCALENDAR', 'deadlines.ics', 'text/calendar');
    expect(saved).toEqual([{ href: 'blob:test/1', download: 'deadlines.ics' }]);
    expect(revoked).toEqual([]);
    jest.runAllTimers();
    expect(revoked).toEqual(['blob:test/1']);
  } finally {
    jest.useRealTimers();
  }
});

function DownloadButton({
  fetchFile,
}: {
  fetchFile: () => Promise<{ data: FetchedFile } | { error: unknown }>;
}) {
  const { download, busy } = useFileDownload({
    failed: 'The document could not be downloaded.',
    saved: (fileName) => `${fileName} downloaded.`,
  });
  return (
    <button
      type="button"
      aria-busy={busy === 'doc-1'}
      onClick={() => void download('doc-1', fetchFile)}
    >
      Download
    </button>
  );
}

it('[DOC-1] a fetched document is saved under its name and the page says so; the button is busy meanwhile', async () => {
  let answer: (value: { data: FetchedFile }) => void = () => undefined;
  const { user } = await renderWithProviders(
    <DownloadButton fetchFile={() => new Promise((resolve) => (answer = resolve))} />,
  );
  const button = screen.getByRole('button', { name: 'Download' });
  await user.click(button);
  expect(button).toHaveAttribute('aria-busy', 'true');
  await act(async () => answer({ data: { url: 'blob:test/doc', fileName: 'Invoice 2026.pdf' } }));
  expect(button).toHaveAttribute('aria-busy', 'false');
  expect(saved).toEqual([{ href: 'blob:test/doc', download: 'Invoice 2026.pdf' }]);
  expect(await screen.findByText('Invoice 2026.pdf downloaded.')).toBeInTheDocument();
});

it('[DOC-1][UX-2] a failed download is told in a toast with what went wrong; nothing is saved', async () => {
  const { user } = await renderWithProviders(
    <DownloadButton
      fetchFile={() => Promise.resolve({ error: { kind: 'notFound', status: 404 } })}
    />,
  );
  await user.click(screen.getByRole('button', { name: 'Download' }));
  expect(
    await screen.findByText(/^The document could not be downloaded\. The page you are looking for/),
  ).toBeInTheDocument();
  expect(saved).toEqual([]);
});
