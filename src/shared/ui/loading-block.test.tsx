import { render, screen } from '@testing-library/react';
import { LoadingBlock } from './loading-block';

it('[A11Y-1][OBL-2] a block still loading is a status region with its name, the height of what comes', () => {
  render(<LoadingBlock height={320} label="Loading the registration…" />);
  const block = screen.getByRole('status', { name: 'Loading the registration…' });
  expect(block).toHaveStyle({ height: '320px' });
});
