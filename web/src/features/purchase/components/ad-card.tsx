import { Check, Download, Pencil } from 'lucide-react';
import { useState } from 'react';
import { AD_SIZES, type AdSize } from '../api/download-ad';
import type { FinalAd } from '../api/get-public-results';
import { AdImage } from './ad-image';
import { PostCopyPanel } from './post-copy-panel';

export function AdCard({
  ad,
  index,
  productName,
  downloading,
  onDownload,
  onEdit,
}: {
  ad: FinalAd;
  index: number;
  productName: string;
  downloading: boolean;
  onDownload: (size: AdSize) => void;
  onEdit: () => void;
}) {
  const [size, setSize] = useState<AdSize>('1x1');
  const style = ad.style;
  return (
    <article
      className="card overflow-hidden border border-base-300 bg-base-100 shadow-sm"
      aria-label={`Ad ${index + 1}`}
    >
      <figure className="relative aspect-square bg-base-200">
        <AdImage
          adId={ad.id}
          src={ad.imageUrl}
          alt={`${productName} ad ${index + 1}${style ? `, ${style} style` : ''}`}
        />
        {ad.isEdited && (
          <span className="badge badge-success badge-sm absolute left-2 top-2 gap-1">
            <Check className="size-3" aria-hidden="true" />
            Edited
          </span>
        )}
      </figure>
      <div className="card-body gap-3 p-3 sm:p-4">
        {style && <p className="line-clamp-1 text-sm font-medium">{style}</p>}
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <select
            className="select select-sm w-full sm:w-24 sm:shrink-0"
            value={size}
            onChange={(e) => setSize(e.target.value as AdSize)}
            aria-label={`Download size for ad ${index + 1}`}
          >
            {AD_SIZES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="btn btn-primary btn-sm sm:grow"
            disabled={downloading}
            onClick={() => onDownload(size)}
          >
            {downloading ? (
              <span className="loading loading-spinner loading-xs" aria-hidden="true" />
            ) : (
              <Download className="size-4" aria-hidden="true" />
            )}
            Download
          </button>
        </div>
        <button type="button" className="btn btn-outline btn-sm" disabled={ad.isEdited} onClick={onEdit}>
          <Pencil className="size-4" aria-hidden="true" />
          {ad.isEdited ? 'Already Edited' : 'Edit'}
        </button>
        {ad.postCopy && <PostCopyPanel post={ad.postCopy} index={index} />}
      </div>
    </article>
  );
}
