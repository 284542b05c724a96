import { useMutation } from '@tanstack/react-query';
import { accountExportFileName } from '@uniform/contracts';
import { fetchOperation } from '../../../shared/api/api-client';
import { fileNameFromDisposition, saveBlob } from '../../../shared/lib/save-file';

/**
 * "Download my data" (issue 21): GET /api/account/export, saved as the file the server names
 * (uniform-data-<date>.json). The body is saved as it came, byte for byte: it is the user's copy of
 * what we hold, not something this page needs to read. Throws ApiError on a non-ok answer.
 */
export async function downloadAccountData(): Promise<void> {
  const res = await fetchOperation('exportAccountData');
  const fileName =
    fileNameFromDisposition(res.headers.get('Content-Disposition')) ?? accountExportFileName(new Date());
  saveBlob(await res.blob(), fileName);
}

export function useDownloadAccountData() {
  return useMutation({ mutationFn: downloadAccountData });
}
