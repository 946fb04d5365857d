import { Suspense, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import { lazyPart } from '@/shared/ui/lazy-part';

/**
 * The form is a chunk of its own, downloaded when the user is about to open the dialog (hover,
 * focus or touch of "Record a report": `prefetchReportForm`) or when it opens: the country page's
 * navigation does not carry it (route weight, issue 21 part 7). A failed download is thrown to the
 * route's error screen, as a page's failed chunk is.
 */
const { Part: ReportForm, prefetch: prefetchReportForm } = lazyPart(() =>
  import(/* webpackChunkName: "report-form" */ './report-form').then((m) => m.ReportForm),
);
export { prefetchReportForm };

/** Records a report the company filed with the register or scheme, for one of its deadlines. */
export function ReportDialog(props: ComponentProps<typeof ReportForm>) {
  const { t } = useTranslation('compliance');
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm" aria-labelledby="report-title">
      <Suspense
        fallback={
          <>
            <DialogTitle id="report-title">{t('reports.dialogTitle')}</DialogTitle>
            <DialogContent dividers>
              <Skeleton height={120} />
            </DialogContent>
          </>
        }
      >
        <ReportForm {...props} />
      </Suspense>
    </Dialog>
  );
}
