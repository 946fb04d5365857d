import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useCurrentCompany } from '@/shared/api/use-current-company';
import { countryName } from '@/shared/i18n/format';
import { PageFrame } from '@/shared/ui/page-frame';

/** settings: the company's details; editing happens on the account service's company page. */
export function Component() {
  const { t, i18n } = useTranslation('account');
  const { pathname } = useLocation();
  const { company } = useCurrentCompany();
  const rows: [string, string][] = company
    ? [
        [t('company.fields.name'), company.name],
        [t('company.fields.legalForm'), company.legalForm],
        [t('company.fields.street'), company.address.street],
        [t('company.fields.postalCode'), company.address.postalCode],
        [t('company.fields.city'), company.address.city],
        [t('company.fields.country'), countryName(company.country, i18n.language)],
        [t('company.fields.vatId'), company.vatId ?? '—'],
        [t('company.fields.email'), company.contact.email],
        [t('company.fields.phone'), company.contact.phone],
        ...company.registrations.map((r): [string, string] => [
          t(`dashboard:registers.${r.register}`),
          r.number,
        ]),
      ]
    : [];

  return (
    <PageFrame
      title={t('settings.title')}
      actions={
        company && (
          <Button
            component={RouterLink}
            variant="contained"
            to={`/account/companies/${encodeURIComponent(company.id)}?nextLocation=${encodeURIComponent(pathname)}`}
          >
            {t('settings.edit')}
          </Button>
        )
      }
    >
      <Card>
        <CardContent>
          {company ? (
            <Table size="small" aria-label={t('settings.title')}>
              <TableBody>
                {rows.map(([label, value]) => (
                  <TableRow key={label}>
                    <TableCell
                      component="th"
                      scope="row"
                      sx={{ width: { sm: '35%' }, fontWeight: 600 }}
                    >
                      {label}
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{value}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : (
            <Skeleton height={200} />
          )}
        </CardContent>
      </Card>
    </PageFrame>
  );
}
