import { lazyDialog } from '@/shared/ui/lazy-dialog';

/**
 * Records a report the company filed with the register or scheme, for one of its deadlines. The
 * dialog and its form are a chunk of their own (`lazyDialog`), downloaded when the user is about to
 * open it (hover, focus or touch of "Record a report": `prefetchReportForm`) or when it opens: the
 * country page's navigation does not carry it (route weight, issue 21 part 7).
 */
export const { Dialog: ReportDialog, prefetch: prefetchReportForm } = lazyDialog(() =>
  import(/* webpackChunkName: "report-form" */ './report-form').then((m) => m.ReportFormDialog),
);
