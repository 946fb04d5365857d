/**
 * Content Security Policy violation reports, kept in memory for the browser tests:
 *
 * - `POST /__csp-report`       what browsers send for `report-uri` (`application/csp-report`,
 *                              `{"csp-report": {...}}`) or `report-to` (`application/reports+json`,
 *                              `[{ type: "csp-violation", body: {...} }]`) -> 204;
 * - `GET  /__test/csp-reports` -> `{ reports: CspReport[] }`, oldest first;
 * - `POST /__test/reset` clears them (the dev backend calls `clearCspReports`).
 *
 * Production sends reports to the monitoring service instead (README, "Production serving").
 */
import type { Application, Request, Response } from 'express';
import { readBody } from './read-body';
import { TEST_PATH } from './test-routes';

export const CSP_REPORT_PATH = '/__csp-report';

/** One violation as the page sees it: the names of the `securitypolicyviolation` event. */
export interface CspViolation {
  documentURI: string;
  effectiveDirective: string;
  blockedURI: string;
  sourceFile: string;
  lineNumber: number;
  sample: string;
}

/** One violation report as the collector keeps it. */
export interface CspReport extends CspViolation {
  disposition: string;
  receivedAt: string;
}

const MAX_REPORTS = 200;
const reports: CspReport[] = [];

export function clearCspReports(): void {
  reports.length = 0;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const number = (value: unknown): number => (typeof value === 'number' ? value : 0);

/** Both report formats to `CspReport`s; anything else is ignored. */
export function parseCspReports(payload: unknown, receivedAt = new Date()): CspReport[] {
  const at = receivedAt.toISOString();
  // report-uri: {"csp-report": {"document-uri": ..., "effective-directive": ..., ...}}
  if (payload && typeof payload === 'object' && 'csp-report' in payload) {
    const r = (payload as { 'csp-report': Record<string, unknown> })['csp-report'] ?? {};
    return [
      {
        documentURI: text(r['document-uri']),
        effectiveDirective: text(r['effective-directive']) || text(r['violated-directive']),
        blockedURI: text(r['blocked-uri']),
        sourceFile: text(r['source-file']),
        lineNumber: number(r['line-number']),
        sample: text(r['script-sample']),
        disposition: text(r.disposition) || 'enforce',
        receivedAt: at,
      },
    ];
  }
  // report-to (Reporting API): [{ type: "csp-violation", body: { documentURL, ... } }]
  if (Array.isArray(payload)) {
    return payload
      .filter((entry): entry is { type: string; body: Record<string, unknown> } =>
        Boolean(entry && entry.type === 'csp-violation' && entry.body),
      )
      .map(({ body }) => ({
        documentURI: text(body.documentURL),
        effectiveDirective: text(body.effectiveDirective),
        blockedURI: text(body.blockedURL),
        sourceFile: text(body.sourceFile),
        lineNumber: number(body.lineNumber),
        sample: text(body.sample),
        disposition: text(body.disposition) || 'enforce',
        receivedAt: at,
      }));
  }
  return [];
}

export function mountCspReports(app: Application): void {
  app.post(CSP_REPORT_PATH, (req: Request, res: Response) => {
    readBody(req, 64 * 1024)
      .then((body) => {
        const received = parseCspReports(JSON.parse(body.toString('utf8')) as unknown);
        for (const report of received) {
          console.warn(
            `[csp] ${report.effectiveDirective} blocked ${report.blockedURI || '(inline)'} on ${report.documentURI}`,
          );
        }
        reports.push(...received);
        reports.splice(0, Math.max(0, reports.length - MAX_REPORTS));
        res.status(204).end();
      })
      .catch(() => {
        res.status(400).end();
      });
  });

  app.get(`${TEST_PATH}/csp-reports`, (_req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ reports });
  });
}
