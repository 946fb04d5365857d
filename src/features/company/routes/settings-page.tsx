import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { accountServicePages } from '@/shared/account-service';
import { useCurrentCompany } from '@/shared/api/use-current-company';
import { config } from '@/shared/config/config';
import { countryName } from '@/shared/i18n/format';
import { useAddressLink } from '@/shared/lib/open-address';
import { PageFrame } from '@/shared/ui/page-frame';

/** The company's details; editing happens on the account service's company page. */
export function Component() {
  const { t, i18n } = useTranslation(['account', 'dashboard']);
  const { pathname } = useLocation();
  const { company } = useCurrentCompany();
  const editLink = useAddressLink(
    company
      ? accountServicePages.company(company.id, {
          locale: i18n.language,
          nextLocation: new URL(pathname, config.appUrl).href,
        })
      : '',
  );
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
        [t('company.fields.phone'), company.contact.phone || '—'],
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
          <Button variant="contained" {...editLink}>
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
