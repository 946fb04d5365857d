import { safeFileName } from '@/shared/contract/content-disposition';

/**
 * Saves a file under its name through a temporary link (the browser's own download). A module of
 * its own so that a page saving a file does not also load the processes API.
 */
export function saveFile(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = safeFileName(fileName);
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
