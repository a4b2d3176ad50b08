import { ImagePlus, X } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { acceptImages, readAsDataUrl } from './read-files';

/** docs/product.md section 9: uploader capacity 5; the 10 MB hint is not enforced in the browser. */
export const UPLOADER_CAPACITY = 5;

type Props = {
  images: string[];
  onChange: (images: string[]) => void;
  max?: number;
  label?: string;
  invalid?: boolean;
};

/** Drag-and-drop or file picker, images only, thumbnails with a remove button; the picker is disabled when full. */
export function ImageUploader({
  images,
  onChange,
  max = UPLOADER_CAPACITY,
  label = 'Upload product image',
  invalid,
}: Props) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const full = images.length >= max;

  const add = async (files: FileList | null) => {
    if (!files) return;
    const accepted = acceptImages(files, max - images.length);
    if (accepted.length === 0) return;
    const urls = await Promise.all(accepted.map(readAsDataUrl));
    onChange([...images, ...urls].slice(0, max));
  };

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!full) void add(event.dataTransfer.files);
  };

  return (
    <div className="flex flex-col gap-3">
      <label
        htmlFor={inputId}
        onDragOver={(e) => {
          e.preventDefault();
          if (!full) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="image-dropzone"
        className={`flex flex-col items-center justify-center gap-2 rounded-box border-2 border-dashed p-8 text-center transition ${
          full
            ? 'cursor-not-allowed border-base-300 bg-base-200/60 opacity-60'
            : dragging
              ? 'cursor-copy border-primary bg-primary/5'
              : invalid
                ? 'cursor-pointer border-error/60 hover:bg-base-200/60'
                : 'cursor-pointer border-base-300 hover:border-primary/60 hover:bg-base-200/60'
        }`}
      >
        <span className="grid size-12 place-items-center rounded-full bg-primary/10 text-primary" aria-hidden>
          <ImagePlus className="size-6" />
        </span>
        <span className="font-semibold">
          {full ? `Maximum of ${max} images reached` : 'Drag & drop or click to upload'}
        </span>
        <span className="text-sm text-base-content/70">PNG, JPG up to 10MB</span>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          disabled={full}
          aria-label={label}
          className="sr-only"
          onChange={(e) => {
            void add(e.target.files);
            e.target.value = '';
          }}
        />
      </label>
      {images.length > 0 && (
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-5" aria-label="Uploaded images">
          {images.map((src, i) => (
            <li
              key={`${i}-${src.length}`}
              className="relative aspect-square overflow-hidden rounded-field border border-base-300 bg-base-200"
            >
              <img src={src} alt={`Uploaded product image ${i + 1}`} className="size-full object-contain" />
              <button
                type="button"
                aria-label={`Remove image ${i + 1}`}
                className="btn btn-circle btn-xs absolute right-1 top-1 border-0 bg-base-100/90 shadow"
                onClick={() => onChange(images.filter((_, j) => j !== i))}
              >
                <X className="size-3" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
