import { fileDownload } from '#contract/documents.ts';
import { http } from './http.ts';

/** SPEC §8: a failed download is only logged, with this text. */
export const DOWNLOAD_ERROR_LOG = 'Erro ao baixar o arquivo:';

/**
 * SPEC §7: fetches a stored file as a blob (`POST /file_storage/get_file` with its path) and saves it under the
 * name it had when it was sent.
 */
export async function downloadStoredFile(path: string, fileName: string): Promise<void> {
  try {
    const blob = await http.post(fileDownload.path.replace(/^\//, ''), { json: { path } }).blob();
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
  } catch (error) {
    console.error(DOWNLOAD_ERROR_LOG, error);
  }
}
