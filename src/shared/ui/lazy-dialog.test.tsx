import { useState } from 'react';
import { act, render, screen, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { lazyDialog, useDialogSubject } from './lazy-dialog';

/** A dialog part: says whether it is open, and holds what is typed in it. */
function NoteDialog({ open, subject }: { open: boolean; subject: string }) {
  return (
    <section aria-label="note" data-open={String(open)}>
      <label>
        Note on {subject}
        <input />
      </label>
    </section>
  );
}

/** A chunk whose download the test finishes. */
function deferredChunk<T>(component: T) {
  let finish: () => void = () => undefined;
  const load = jest.fn(
    () =>
      new Promise<T>((resolve) => {
        finish = () => resolve(component);
      }),
  );
  return { load, finish: () => act(async () => finish()) };
}

function Page({ Note }: { Note: (props: { open: boolean; subject: string }) => React.ReactNode }) {
  const [subject, setSubject] = useState<string | null>(null);
  const shown = useDialogSubject(subject);
  return (
    <>
      <button onClick={() => setSubject('2025')}>Open 2025</button>
      <button onClick={() => setSubject('2026')}>Open 2026</button>
      <button onClick={() => setSubject(null)}>Close</button>
      {shown && <Note open={subject !== null} subject={shown} />}
    </>
  );
}

it('[HOUSE-4] a lazy dialog downloads on its first opening, shows nothing meanwhile, then stays mounted when closed and reopens without a second download', async () => {
  const user = userEvent.setup();
  const chunk = deferredChunk(NoteDialog);
  const { Dialog: Note } = lazyDialog(chunk.load);
  render(<Page Note={Note} />);
  expect(chunk.load).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Open 2025' }));
  expect(chunk.load).toHaveBeenCalledTimes(1);
  // The one fallback rule: nothing while the chunk downloads.
  expect(screen.queryByRole('region', { name: 'note' })).not.toBeInTheDocument();
  await chunk.finish();
  const note = screen.getByRole('region', { name: 'note' });
  expect(note).toHaveAttribute('data-open', 'true');

  // What is typed stays while it is open.
  await user.type(screen.getByLabelText('Note on 2025'), 'kept');
  expect(screen.getByLabelText('Note on 2025')).toHaveValue('kept');

  await user.click(screen.getByRole('button', { name: 'Close' }));
  // Still mounted, told it is closed (MUI's closing transition), still about its subject.
  expect(screen.getByRole('region', { name: 'note' })).toHaveAttribute('data-open', 'false');
  expect(screen.getByLabelText('Note on 2025')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Open 2026' }));
  expect(screen.getByRole('region', { name: 'note' })).toHaveAttribute('data-open', 'true');
  // Each opening starts afresh, as a dialog rendered only while open did.
  expect(screen.getByLabelText('Note on 2026')).toHaveValue('');
  expect(chunk.load).toHaveBeenCalledTimes(1);
});

function TitledDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="titled">
      <DialogTitle id="titled">Record a report</DialogTitle>
    </Dialog>
  );
}

function Opener({
  Titled,
}: {
  Titled: (props: { open: boolean; onClose: () => void }) => React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Record</button>
      <Titled open={open} onClose={() => setOpen(false)} />
    </>
  );
}

it('[HOUSE-4] a lazy MUI dialog plays its closing transition: it leaves the page after closing, not at once', async () => {
  const user = userEvent.setup();
  const load = jest.fn(() => Promise.resolve(TitledDialog));
  const { Dialog: Titled } = lazyDialog(load);
  render(<Opener Titled={Titled} />);

  await user.click(screen.getByRole('button', { name: 'Record' }));
  expect(await screen.findByRole('dialog', { name: 'Record a report' })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  // Closing: the dialog is still there while its transition plays, then it is gone.
  const closing = screen.getByRole('dialog', { hidden: true });
  expect(closing).toBeInTheDocument();
  await waitForElementToBeRemoved(() => screen.queryByRole('dialog', { hidden: true }));

  await user.click(screen.getByRole('button', { name: 'Record' }));
  expect(screen.getByRole('dialog', { name: 'Record a report' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});
