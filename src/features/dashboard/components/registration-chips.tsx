import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import { useReferenceData } from '@/shared/api/reference-api';
import type { Registration } from '@/shared/contract/main/registrations';
import { ruleFor } from '@/shared/contract/reference';

/**
 * The company's registration numbers as chips. UX-3: each number by its register's own name (GLN,
 * LUCID), as the country page calls it; the stream's name only where the data has none (or until
 * the reference data is there). It reads the reference data itself, so its arrival renders these
 * chips, not the dashboard around them (HOUSE-6).
 */
export function RegistrationChips({ registrations }: { registrations: readonly Registration[] }) {
  const { t } = useTranslation(['compliance', 'reference']);
  const reference = useReferenceData();
  return registrations.map((r) => (
    <Chip
      key={`${r.country}/${r.stream}`}
      size="small"
      variant="outlined"
      label={t('compliance:registrationChip', {
        country: r.country,
        stream:
          (reference && ruleFor(reference, r.country, r.stream)?.registrationNumber?.label) ||
          t(`reference:streams.${r.stream}`),
        number: r.number,
      })}
    />
  ));
}
