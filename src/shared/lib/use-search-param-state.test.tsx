import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useSearchParamState, type SearchParamChanges } from './use-search-param-state';

type Change = { label: string; changes: SearchParamChanges; push?: boolean };

function Filters({ changes }: { changes: Change[] }) {
  const [params, setParams] = useSearchParamState();
  return (
    <>
      <output>{params.toString()}</output>
      {changes.map(({ label, changes: c, push }) => (
        <button key={label} type="button" onClick={() => setParams(c, { push })}>
          {label}
        </button>
      ))}
    </>
  );
}

const open = (address: string, changes: Change[]) => {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>start</p> },
      { path: '/documents', element: <Filters changes={changes} /> },
    ],
    { initialEntries: ['/', address], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
};
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

it('[DOC-1] filters live in the address: several change at once, the others stay, an empty one leaves', () => {
  const router = open('/documents?country=DE&year=2025', [
    { label: 'sort', changes: { sort: 'title', dir: 'asc', year: '' } },
    { label: 'all countries', changes: { country: null } },
  ]);
  expect(screen.getByRole('status')).toHaveTextContent('country=DE&year=2025');
  click('sort');
  expect(router.state.location.search).toBe('?country=DE&sort=title&dir=asc');
  click('all countries');
  expect(screen.getByRole('status')).toHaveTextContent(/^sort=title&dir=asc$/);
});

it('[DOC-1] a filter change replaces the history entry; a selection asked to push can be undone with back', async () => {
  const router = open('/documents', [
    { label: 'Austria', changes: { country: 'AT' } },
    { label: 'select', changes: { company: 'c-1' }, push: true },
  ]);
  click('Austria');
  click('select');
  expect(router.state.location.search).toBe('?country=AT&company=c-1');
  await act(() => router.navigate(-1));
  expect(router.state.location.search).toBe('?country=AT');
  await act(() => router.navigate(-1));
  expect(router.state.location.pathname).toBe('/');
});
