import { Download } from 'lucide-react';
import { errorMessage } from '../../../shared/api/api-client';
import { Button } from '../../../shared/ui/Button';
import { toast } from '../../../shared/ui/use-toast';
import { useDownloadAccountData } from '../api/account-export';
import { DOWNLOAD_DATA } from '../content/account-content';

/** The signed-in account menu's "Download my data": one JSON file with everything we hold about the user. */
export function DownloadDataButton() {
  const download = useDownloadAccountData();
  const onClick = () =>
    download.mutateAsync().then(
      () => undefined,
      (error: unknown) =>
        toast({ title: DOWNLOAD_DATA.failedTitle, description: errorMessage(error), variant: 'destructive' }),
    );
  return (
    <div className="space-y-1 border-t border-stone-200 pt-4">
      <Button variant="secondary" disabled={download.isPending} onClick={() => void onClick()}>
        <Download className="h-4 w-4" aria-hidden />
        {download.isPending ? DOWNLOAD_DATA.pending : DOWNLOAD_DATA.label}
      </Button>
      <p className="text-sm text-stone-600">{DOWNLOAD_DATA.hint}</p>
    </div>
  );
}
