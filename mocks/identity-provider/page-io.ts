/**
 * What every page of the provider's own (sign-in, registration, account and address pages) does
 * with a request and an answer: read a posted form, send a page that no cache keeps, and hand an
 * async route's failure to express.
 */
import type { NextFunction, Request, Response } from 'express';
import { readBody } from '../common/server/read-body';

/** The largest form the account and address pages take (a password, an address, a token). */
export const FORM_BODY_BYTES = 16 * 1024;

/** Reads an `application/x-www-form-urlencoded` body (no body parser runs before the pages). */
export async function readForm(req: Request, maxBytes = FORM_BODY_BYTES): Promise<URLSearchParams> {
  return new URLSearchParams((await readBody(req, maxBytes)).toString('utf8'));
}

/** Sends a page: never cached, and its URL (which may carry a token) never sent as a referrer. */
export function sendPage(res: Response, status: number, html: string): void {
  res.status(status);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.end(html);
}

/** An async route whose failure goes to express's error handling. */
export const handleAsync =
  (fn: (req: Request, res: Response) => Promise<void> | void) =>
  (req: Request, res: Response, next: NextFunction) => {
    Promise.resolve(fn(req, res)).catch(next);
  };
