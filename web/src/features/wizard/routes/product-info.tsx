import { valibotResolver } from '@hookform/resolvers/valibot';
import { useAtom, useAtomValue } from 'jotai';
import { ArrowLeft, Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Redirect, useLocation } from 'wouter';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import { ImageUploader } from '@/components/uploader/image-uploader';
import { cutoutHintsAtom, productImagesAtom, productInfoAtom, selectedStylesAtom } from '@/lib/draft-store';
import { useNeededFacts } from '@/lib/needed-facts';
import { ClaimWarnings } from '../components/claim-warnings';
import { CutoutPreview } from '../components/cutout-preview';
import { LanguagePicker } from '../components/language-picker';
import { useAdLanguage } from '../hooks/use-ad-language';
import { ProductExtrasFields } from '../components/product-extras-fields';
import { WizardProgress } from '../components/wizard-progress';
import { toFormValues, toProductInfo } from '../lib/product-info-form';
import {
  type ProductInfoForm as ProductInfoFormValues,
  ProductInfoFormSchema,
  REQUIRED_IMAGES,
} from '../lib/product-info-schema';

export function ProductInfoPage() {
  const hasStyles = useAtomValue(selectedStylesAtom).length > 0;
  useEffect(() => {
    if (!hasStyles)
      toast({ title: 'No styles selected', description: 'Please select styles first', variant: 'destructive' });
  }, [hasStyles]);
  if (!hasStyles) return <Redirect to="/select-style" replace />;
  return <ProductInfoForm />;
}

function ProductInfoForm() {
  const [, navigate] = useLocation();
  // Typed details and photos survive Back and reloads (docs/product.md section 3).
  const [saved, setProductInfo] = useAtom(productInfoAtom);
  const [images, setImages] = useAtom(productImagesAtom);
  const [hints, setHints] = useAtom(cutoutHintsAtom);
  const [imageError, setImageError] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm({
    resolver: valibotResolver(ProductInfoFormSchema),
    defaultValues: toFormValues(saved ?? undefined),
  });
  const description = watch('productDescription') ?? '';
  const language = useAdLanguage(watch('productName') ?? '', description);
  const needs = useNeededFacts(useAtomValue(selectedStylesAtom));

  useEffect(() => {
    const sub = watch((values) => setProductInfo(toProductInfo(values)));
    return () => sub.unsubscribe();
  }, [watch, setProductInfo]);

  const changeImages = (next: string[]) => {
    setImages(next);
    // A correction belongs to the photo it was made on.
    if (next[0] !== images[0]) setHints([]);
    setImageError(false);
  };

  const imagesOk = () => {
    if (images.length === REQUIRED_IMAGES) return true;
    setImageError(true);
    toast({
      title: 'Image required',
      description: 'Please upload exactly one front-facing product image',
      variant: 'destructive',
    });
    return false;
  };

  const onValid = (values: ProductInfoFormValues) => {
    if (!imagesOk()) return;
    setProductInfo(toProductInfo(values, language.detected));
    navigate('/generating');
  };

  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <WizardProgress step={2} />
      <header className="mb-6 mt-8 text-center">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Tell us about your product</h1>
        <p className="mt-2 text-base-content/70">
          We use these details to write the headlines and place your product in the ads.
        </p>
      </header>
      <form
        noValidate
        aria-label="Product info"
        onSubmit={handleSubmit(onValid, () => {
          imagesOk();
        })}
        className="card border border-base-300 bg-base-100 shadow-sm"
      >
        <div className="card-body gap-5">
          <TextField
            label="Product Name"
            placeholder="e.g. Lunaria Deep Sleep Gummies"
            error={errors.productName?.message}
            {...register('productName')}
          />
          <div className="flex flex-col gap-1.5">
            <label htmlFor="productDescription" className="text-sm font-medium">
              Brief Description
            </label>
            <textarea
              id="productDescription"
              rows={4}
              placeholder="What does it do, who is it for, and what makes it different?"
              aria-invalid={errors.productDescription ? true : undefined}
              aria-describedby={errors.productDescription ? 'productDescription-message' : undefined}
              className={`textarea w-full ${errors.productDescription ? 'textarea-error' : ''}`}
              {...register('productDescription')}
            />
            {errors.productDescription && (
              <p id="productDescription-message" role="alert" className="text-sm text-error">
                {errors.productDescription.message}
              </p>
            )}
            <ClaimWarnings text={description} />
          </div>
          <LanguagePicker
            detected={language.detected}
            confident={language.confident}
            chosen={watch('language') ?? ''}
            field={register('language')}
          />
          <ProductExtrasFields register={register} errors={errors} open={!!saved?.extras} needs={needs} />
          <div className="flex flex-col gap-1.5">
            <span className="text-sm font-medium">Product Photo</span>
            <p className="text-xs text-base-content/70">
              One high-quality PNG or JPG of the front of your product, label facing the camera.
            </p>
            <ImageUploader images={images} onChange={changeImages} invalid={imageError} />
            {imageError && (
              <p role="alert" className="text-sm text-error">
                Please upload exactly one front-facing product image
              </p>
            )}
            {images.length === REQUIRED_IMAGES && (
              <CutoutPreview
                image={images[0]}
                hint={hints[0] ?? null}
                onHint={(hint) => setHints([hint, ...hints.slice(1)])}
              />
            )}
          </div>
          <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <Link href="/select-style" className="btn btn-ghost gap-1">
              <ArrowLeft className="size-4" aria-hidden />
              Back
            </Link>
            <button type="submit" className="btn btn-primary gap-2">
              <Sparkles className="size-4" aria-hidden />
              Generate Ads
            </button>
          </div>
        </div>
      </form>
    </section>
  );
}
