import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { paths } from '@/shared/paths';
import { PageFrame } from '@/shared/ui/page-frame';
import { NoticeForm } from '../notice-form';

/**
 * DSA-1: the notice form, then the receipt with its reference, kept in the address
 * (`?reference=...`) so a reload shows it again. A notice sent twice gets the same receipt.
 * `?url=...` fills in the first address (a "report" link next to content).
 */
export function Component() {
  const { t } = useTranslation('illegalContent');
  const [params, setParams] = useSearchParams();
  const reference = params.get('reference');

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <PageFrame title={t('title')} description={t('description')} subtitle={t('intro')}>
        {reference ? (
          <Box>
            <Alert severity="success" sx={{ mb: 3 }}>
              <AlertTitle>{t('received.title')}</AlertTitle>
              {t('received.reference')}: <strong data-testid="notice-reference">{reference}</strong>
              . {t('received.quote')}
              {params.get('mailed') === '1' && ` ${t('received.mailed')}`}
            </Alert>
            <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
              {t('received.next')}
            </Typography>
            <Box component="ol" sx={{ pl: 3, mt: 0 }}>
              <li>{t('received.step1')}</li>
              <li>{t('received.step2')}</li>
              <li>{t('received.step3')}</li>
            </Box>
            <Button
              component={RouterLink}
              to={paths.reportIllegalContent.href()}
              variant="outlined"
            >
              {t('received.another')}
            </Button>
          </Box>
        ) : (
          <NoticeForm
            initialUrl={params.get('url') ?? ''}
            onReceived={(receipt) =>
              setParams({
                reference: receipt.reference,
                ...(receipt.confirmationSent ? { mailed: '1' } : {}),
              })
            }
          />
        )}
      </PageFrame>
    </Container>
  );
}
