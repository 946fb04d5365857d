import { companyPaths } from './paths';
import { streamPagesOf, type StreamPage } from './sections';

/** The page of a country's obligation: its stream's page where the country section has one. */
export function obligationPage(companyId: string, country: string, stream: string): string {
  const paths = companyPaths(companyId);
  const code = country.toLowerCase();
  return streamPagesOf(code).includes(stream as StreamPage)
    ? paths.country(code, stream)
    : paths.country(code);
}
