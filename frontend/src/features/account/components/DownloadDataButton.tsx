import { Download } from 'lucide-react';
import { errorMessage } from '../../../shared/api/api-client';
import { cn } from '../../../shared/lib/cn';
import { Button } from '../../../shared/ui/Button';
import { toast } from '../../../shared/ui/use-toast';
import { useDownloadAccountData } from '../api/account-export';
import { DOWNLOAD_DATA } from '../content/account-content';

/**
 * "Download my data" (the signed-in account menu and the account page): one JSON file with everything
 * we hold about the user. `className`: the account page drops the menu's divider.
 */
export function DownloadDataButton({ className = 'border-t border-stone-200 pt-4' }: { className?: string }) {
  const download = useDownloadAccountData();
  const onClick = () =>
    download.mutateAsync().then(
      () => undefined,
      (error: unknown) =>
        toast({ title: DOWNLOAD_DATA.failedTitle, description: errorMessage(error), variant: 'destructive' }),
    );
  return (
    <div className={cn('space-y-1', className)}>
      <Button variant="secondary" disabled={download.isPending} onClick={() => void onClick()}>
        <Download className="h-4 w-4" aria-hidden />
        {download.isPending ? DOWNLOAD_DATA.pending : DOWNLOAD_DATA.label}
      </Button>
      <p className="text-sm text-stone-600">{DOWNLOAD_DATA.hint}</p>
    </div>
  );
}
