import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ProducerRegistration } from '@/shared/contract/main/producer-registrations';
import { formatDate } from '@/shared/i18n/format';
import { companyPaths } from '@/shared/paths';
import { QuoteSummary } from '@/shared/services/quote-summary';
import { SectionCard } from '@/shared/ui/section-card';

/** The registration's data as ordered (what applies to its stream and country) and its price. */
export function RegistrationData({
  companyId,
  registration,
}: {
  companyId: string;
  registration: ProducerRegistration;
}) {
  const { t, i18n } = useTranslation(['services', 'common']);
  const data: [string, string][] = [
    [t('registrations.view.brands'), registration.brands.join(', ')],
    [
      t('registrations.view.categories'),
      registration.categories.map((c) => t(`registrations.categories.${c}`)).join(', '),
    ],
    ...(registration.audience
      ? [
          [
            t('registrations.order.audience'),
            t(`registrations.audiences.${registration.audience}`),
          ] as [string, string],
        ]
      : []),
    ...(registration.guarantee && registration.guarantee !== 'notNeeded'
      ? [
          [
            t('registrations.order.guarantee'),
            registration.guarantee === 'own'
              ? (registration.guaranteeProvider ?? '')
              : t('registrations.order.guarantees.platform'),
          ] as [string, string],
        ]
      : []),
    ...(registration.equipmentTypes.length
      ? [
          [
            t('registrations.order.equipmentTypes'),
            registration.equipmentTypes
              .map((type) => t(`registrations.equipmentTypes.${type}`))
              .join(', '),
          ] as [string, string],
        ]
      : []),
    ...(registration.b2bPlausibility
      ? [
          [t('registrations.order.b2bPlausibility'), registration.b2bPlausibility] as [
            string,
            string,
          ],
        ]
      : []),
    ...(registration.guaranteeRenewalDue
      ? [
          [
            t('registrations.view.guaranteeRenewal'),
            formatDate(registration.guaranteeRenewalDue, i18n.language),
          ] as [string, string],
        ]
      : []),
    ...(registration.chemistries.length
      ? [
          [
            t('registrations.order.chemistries'),
            registration.chemistries.map((c) => t(`registrations.chemistries.${c}`)).join(', '),
          ] as [string, string],
        ]
      : []),
    ...(registration.takeBackOrganisation
      ? [[t('registrations.order.takeBack'), registration.takeBackOrganisation] as [string, string]]
      : []),
    ...(registration.representative !== 'notNeeded'
      ? [
          [
            t('registrations.order.representative'),
            registration.representative === 'own'
              ? (registration.representativeName ?? '')
              : t('registrations.order.representatives.platform'),
          ] as [string, string],
        ]
      : []),
  ];

  return (
    <SectionCard title={t('registrations.view.data')}>
      <Table size="small" aria-label={t('registrations.view.data')}>
        <TableBody>
          {data.map(([name, value]) => (
            <TableRow key={name}>
              <TableCell component="th" scope="row">
                {name}
              </TableCell>
              <TableCell>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {registration.representativeOrderId && (
        <Button
          size="small"
          sx={{ mt: 1 }}
          component={RouterLink}
          to={companyPaths(companyId).startProcessNext(registration.representativeOrderId)}
        >
          {t('registrations.view.representativeNextSteps')}
        </Button>
      )}
      <Stack sx={{ mt: 2 }}>
        <QuoteSummary
          quote={registration.quote}
          title={t('registrations.order.price')}
          itemLabel={(item) => t(`fees.${item as 'registration'}`)}
        />
      </Stack>
    </SectionCard>
  );
}
