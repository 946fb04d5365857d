import { act, screen } from '@testing-library/react';
import { loadNamespaces } from '@/shared/i18n/i18n';
import { ProcessStatusChip, ReportStateChip } from '@/shared/services/status-chip';
import { renderWithProviders } from '@/testing/render-app';
import { StatusChip } from './status-chip';

it('[UX-3] a process and a report state are said in the same words on every screen, through the one status chip', async () => {
  const { i18n } = await renderWithProviders(
    <>
      <ProcessStatusChip status="submitted" />
      <ProcessStatusChip status="cancelled" size="medium" />
      <ReportStateChip state="open" />
      <ReportStateChip state="available" />
    </>,
    { language: 'de' },
  );
  await act(() => loadNamespaces(i18n, ['services']));
  for (const word of ['Eingereicht', 'Storniert', 'Fällig', 'Jederzeit']) {
    expect(screen.getByText(word).closest('.MuiChip-root')).toHaveClass('MuiChip-outlined');
  }
});

it('[UX-3] a neutral status is drawn apart from a coloured one, its word never cut', async () => {
  await renderWithProviders(
    <>
      <StatusChip label="Not applicable" tone="neutral" />
      <StatusChip label="Handlungsbedarf" tone="warning" wrap />
    </>,
  );
  expect(screen.getByText('Not applicable').closest('.MuiChip-root')).toHaveStyle({
    borderStyle: 'dashed',
  });
  expect(screen.getByText('Handlungsbedarf')).toHaveStyle({ whiteSpace: 'normal' });
});
