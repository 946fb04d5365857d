import { render, screen, within } from '@testing-library/react';
import { SectionCard } from './section-card';

it('[A11Y-1] a section card is a region named by its level-2 heading', () => {
  render(
    <>
      <SectionCard title="Status">first</SectionCard>
      <SectionCard title="Documents">second</SectionCard>
    </>,
  );
  const status = screen.getByRole('region', { name: 'Status' });
  expect(within(status).getByRole('heading', { level: 2, name: 'Status' })).toBeInTheDocument();
  expect(status).toHaveTextContent('first');
  expect(screen.getByRole('region', { name: 'Documents' })).toHaveTextContent('second');
});

it('[A11Y-1] with an id it is a link target, and its action sits beside the heading', () => {
  render(
    <SectionCard id="reports" title="Reports" action={<button type="button">Record</button>}>
      list
    </SectionCard>,
  );
  const reports = screen.getByRole('region', { name: 'Reports' });
  expect(reports).toHaveAttribute('id', 'reports');
  expect(screen.getByRole('heading', { name: 'Reports' })).toHaveAttribute('id', 'reports-heading');
  expect(within(reports).getByRole('button', { name: 'Record' })).toBeInTheDocument();
});
