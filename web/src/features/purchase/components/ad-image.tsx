import { useState } from 'react';

/** docs/product.md section 2: if an ad's image fails to load, fall back once to GET /api/images/<adId>. */
export function AdImage({ adId, src, alt }: { adId: string; src: string; alt: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const fallback = `/api/images/${encodeURIComponent(adId)}`;
  // A new src (after an edit) gets a fresh chance before falling back.
  const current = failedSrc === src ? fallback : src;
  return (
    <img
      src={current}
      alt={alt}
      width={1080}
      height={1080}
      loading="lazy"
      decoding="async"
      className="size-full object-cover"
      onError={() => {
        if (current !== fallback) setFailedSrc(src);
      }}
    />
  );
}
