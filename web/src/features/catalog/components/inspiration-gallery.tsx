import { ImageOff } from 'lucide-react';
import { useErrorToast } from '@/components/ui/use-error-toast';
import { useExamples } from '../api/get-examples';

const SKELETONS = Array.from({ length: 8 }, (_, i) => i);
/** 12 fills whole rows at 2, 3 and 4 columns. */
const GALLERY_SIZE = 12;

/** "Supplement Ad Inspiration Gallery": 2 columns on phones, 3 on tablets, 4 on desktops. */
export function InspirationGallery() {
  const { data: examples, isPending, error } = useExamples();
  useErrorToast(error, 'Failed to fetch example ads');

  return (
    <section id="gallery" aria-labelledby="gallery-title" className="mx-auto max-w-6xl px-4 py-16">
      <div className="mx-auto mb-10 max-w-2xl text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">Copy 100+ Winning Supplement Ads</p>
        <h2 id="gallery-title" className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
          Supplement Ad Inspiration Gallery
        </h2>
        <p className="mt-3 text-base-content/70">
          Real layouts that stop the scroll — pick one as your style and get it with your own product.
        </p>
      </div>
      {error ? (
        <div className="flex flex-col items-center gap-2 rounded-box border border-dashed border-base-300 p-10 text-base-content/70">
          <ImageOff className="size-8" aria-hidden />
          <p>The gallery could not be loaded right now.</p>
        </div>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
          {isPending
            ? SKELETONS.map((i) => <li key={i} className="skeleton aspect-square rounded-box" aria-hidden />)
            : examples.slice(0, GALLERY_SIZE).map((ad) => (
                <li
                  key={ad.id}
                  className="group relative overflow-hidden rounded-box border border-base-300 bg-base-200 shadow-sm"
                >
                  <img
                    src={ad.imageUrl}
                    alt={`${ad.brand} ${ad.category} supplement ad example`}
                    width={540}
                    height={540}
                    loading="lazy"
                    decoding="async"
                    className="aspect-square w-full object-cover transition duration-300 group-hover:scale-[1.03]"
                  />
                  <span className="badge badge-sm absolute bottom-2 left-2 border-0 bg-base-100/90 font-medium shadow-sm">
                    {ad.brand}
                  </span>
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}
