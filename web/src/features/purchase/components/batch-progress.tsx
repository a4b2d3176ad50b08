import { CircleAlert, LoaderCircle } from 'lucide-react';
import type { PublicResults } from '../api/get-public-results';

/**
 * What the read model says beyond the finished ads: how many are still being made, which failed
 * and why, and edits still running. Nothing when every ad is ready and no edit runs.
 */
export function BatchProgress({ generation }: { generation: PublicResults['generation'] }) {
  const failed = generation.ads.filter((ad) => ad.state === 'failed');
  const editing = generation.edits.filter((e) => e.state === 'queued' || e.state === 'rendering').length;
  if (generation.isComplete && failed.length === 0 && editing === 0) return null;
  return (
    <div className="mt-6 space-y-3" role="status">
      {!generation.isComplete && (
        <p className="alert alert-info alert-soft text-sm">
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          {generation.ready} of {generation.total} ads ready — the rest are still being generated. This page updates by
          itself.
        </p>
      )}
      {editing > 0 && (
        <p className="alert alert-info alert-soft text-sm">
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          {editing === 1 ? 'An edit is' : `${editing} edits are`} still being made; the ad updates here when it is done.
        </p>
      )}
      {failed.length > 0 && (
        <div className="alert alert-warning alert-soft items-start text-sm">
          <CircleAlert className="mt-0.5 size-4" aria-hidden="true" />
          <div>
            <p>
              {failed.length} of {generation.total} ads could not be generated:
            </p>
            <ul className="mt-1 list-inside list-disc">
              {failed.map((ad) => (
                <li key={ad.styleId}>
                  {ad.style}: {ad.reason ?? 'not generated'}
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </div>
  );
}
