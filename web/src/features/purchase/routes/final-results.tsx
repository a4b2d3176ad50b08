import { Archive, DownloadCloud, ImageOff, RefreshCw, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import { PageSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { downloadAd, type AdSize } from '../api/download-ad';
import { downloadAllZipUrl } from '../api/download-all-zip';
import { usePublicResults, type FinalAd } from '../api/get-public-results';
import { AdCard } from '../components/ad-card';
import { BatchProgress } from '../components/batch-progress';
import { EditDialog } from '../components/edit-dialog';
import { downloadAll } from '../lib/download-all';
import { saveFile } from '../lib/save-file';

function StateBlock({
  icon,
  title,
  text,
  action,
}: {
  icon: React.ReactNode;
  title: string;
  text: string;
  action?: React.ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-base-200 text-base-content/70">{icon}</span>
      <h1 className="mt-5 text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-base-content/70">{text}</p>
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}

export function FinalResultsPage() {
  const { purchaseId = '' } = useParams<{ purchaseId: string }>();
  const results = usePublicResults(purchaseId);
  const [editing, setEditing] = useState<FinalAd | null>(null);
  const [downloadingId, setDownloadingId] = useState<string | null>(null);
  const [downloadingAll, setDownloadingAll] = useState(false);

  useEffect(() => {
    if (results.isError) toast({ title: 'Failed to load your results. Please try again.', variant: 'destructive' });
  }, [results.isError]);

  if (results.isPending) return <PageSpinner label="Loading your ads" />;
  if (results.isError) {
    return (
      <StateBlock
        icon={<TriangleAlert className="size-7" aria-hidden="true" />}
        title="Error Loading Data"
        text="We could not load your ads right now. Please check your connection and try again."
        action={
          <button type="button" className="btn btn-primary" onClick={() => results.refetch()}>
            <RefreshCw className="size-4" aria-hidden="true" />
            Try Again
          </button>
        }
      />
    );
  }
  const { ads } = results.data;
  if (ads.length === 0) {
    return (
      <StateBlock
        icon={<ImageOff className="size-7" aria-hidden="true" />}
        title="No Results Found"
        text="There are no ads for this order yet. If you just paid, your ads may still be generating."
        action={
          <Link href={`/generating/${purchaseId}`} className="btn btn-primary">
            Check Progress
          </Link>
        }
      />
    );
  }

  const productName = results.data.session?.productName ?? 'Your product';
  const packageName = results.data.purchase?.packageName;

  const onDownload = async (ad: FinalAd, size: AdSize) => {
    setDownloadingId(ad.id);
    try {
      const file = await downloadAd(ad.id, purchaseId, size);
      saveFile(file.blob, file.fileName);
      toast({ title: 'Your ad has been downloaded', variant: 'success' });
    } catch {
      toast({ title: 'Failed to download your ad. Please try again.', variant: 'destructive' });
    } finally {
      setDownloadingId(null);
    }
  };

  const onDownloadAll = async () => {
    setDownloadingAll(true);
    try {
      const count = await downloadAll(
        ads.map((ad) => ad.id),
        {
          fetchOne: (adId) => downloadAd(adId, purchaseId),
          save: (file) => saveFile(file.blob, file.fileName),
        },
      );
      toast({ title: `Downloaded ${count} ads.`, variant: 'success' });
    } catch {
      toast({ title: 'Failed to download all ads. Please try individual downloads.', variant: 'destructive' });
    } finally {
      setDownloadingAll(false);
    }
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-12">
      <header className="flex flex-col gap-5 md:flex-row md:items-end md:justify-between">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">
            {packageName ? `${packageName} package` : 'Your order'} · {ads.length} ads
          </p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">Your Final Ads</h1>
          <p className="mt-2 text-base-content/70">
            Ads for <strong className="text-base-content">{productName}</strong>. Download each in 1:1, 4:5 or 9:16, and
            edit any ad once.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn btn-primary" onClick={onDownloadAll} disabled={downloadingAll}>
            {downloadingAll ? (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            ) : (
              <DownloadCloud className="size-4" aria-hidden="true" />
            )}
            {downloadingAll ? 'Downloading...' : 'Download All'}
          </button>
          <a className="btn btn-outline" href={downloadAllZipUrl(purchaseId)} download>
            <Archive className="size-4" aria-hidden="true" />
            Download ZIP
          </a>
        </div>
      </header>

      <BatchProgress generation={results.data.generation} />

      <div className="mt-8 grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4">
        {ads.map((ad, index) => (
          <AdCard
            key={ad.id}
            ad={ad}
            index={index}
            productName={productName}
            downloading={downloadingId === ad.id}
            onDownload={(size) => void onDownload(ad, size)}
            onEdit={() => setEditing(ad)}
          />
        ))}
      </div>

      <EditDialog ad={editing} purchaseId={purchaseId} onClose={() => setEditing(null)} />
    </div>
  );
}
