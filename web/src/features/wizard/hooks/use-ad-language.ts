import { useProductLanguage } from '../api/detect-language';
import { useDebouncedValue } from './use-debounced-value';

/** The language read from the brief as the buyer pauses typing (docs/product.md section 11). */
export function useAdLanguage(name: string, description: string) {
  const settled = useDebouncedValue(`${name}\n${description}`, 500);
  const [n, d = ''] = settled.split('\n');
  const { data } = useProductLanguage(n, d);
  return { detected: data?.language ?? null, confident: data?.confident ?? false };
}
