import { fileDownload } from '#contract/documents.ts';
import { http } from './http.ts';

/** SPEC §8: a failed download is only logged, with this text. */
export const DOWNLOAD_ERROR_LOG = 'Erro ao baixar o arquivo:';

/** Hands a blob to the browser's downloads under `fileName`, as a click on a download link would. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; the address can go once this task is over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** SPEC §7: a file download fetches a blob and saves it under a given name; a failure is only logged (SPEC §8). */
export async function downloadBlob(fetchBlob: () => Promise<Blob>, fileName: string): Promise<void> {
  try {
    saveBlob(await fetchBlob(), fileName);
  } catch (error) {
    console.error(DOWNLOAD_ERROR_LOG, error);
  }
}

/** A stored file by its path (`POST /file_storage/get_file`), saved under the name it had when it was sent. */
export function downloadStoredFile(path: string, fileName: string): Promise<void> {
  return downloadBlob(() => http.post(fileDownload.path.replace(/^\//, ''), { json: { path } }).blob(), fileName);
}
