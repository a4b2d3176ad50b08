import { AD_LANGUAGES, type AdLanguage, languageLabel } from '@contract/language';
import { Languages } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * The language every word of the ads will be in (docs/product.md section 11): the one read from
 * the brief, which the buyer can change. An empty choice means "as detected".
 */
export function LanguagePicker({
  detected,
  confident,
  chosen,
  field,
}: {
  detected: AdLanguage | null | undefined;
  confident: boolean;
  chosen: string;
  field: UseFormRegisterReturn<'language'>;
}) {
  const shown = chosen || detected;
  return (
    <div className="flex flex-col gap-1.5" data-testid="ad-language">
      <label htmlFor="language" className="flex items-center gap-1.5 text-sm font-medium">
        <Languages className="size-4" aria-hidden />
        Ad language
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <select id="language" className="select select-sm w-56" {...field}>
          <option value="">
            {detected ? `${languageLabel(detected)} (detected)` : 'Detected from your description'}
          </option>
          {AD_LANGUAGES.map((l) => (
            <option key={l.code} value={l.code}>
              {l.label}
            </option>
          ))}
        </select>
        <p className="text-xs text-base-content/70" aria-live="polite">
          {shown
            ? `Every word of your ads, buttons included, will be in ${languageLabel(shown)}.`
            : 'Type a name and description and we will read their language.'}
          {!chosen && detected && !confident ? ' Not sure? Pick it from the list.' : ''}
        </p>
      </div>
    </div>
  );
}
