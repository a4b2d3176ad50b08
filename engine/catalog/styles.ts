import { PHOTOSHOOT_STYLES } from './styles-photoshoot.js';
import { STATIC_STYLES } from './styles-static.js';
import { type PublicStyle, type StyleDefinition } from '../../contract/style-types.js';
import { UGC_STYLES } from './styles-ugc.js';

export * from '../../contract/style-types.js';

/** The style catalog: data shared by the API, the worker (renderer) and the web app. */
export const STYLES: readonly StyleDefinition[] = [...STATIC_STYLES, ...PHOTOSHOOT_STYLES, ...UGC_STYLES];

const BY_ID = new Map(STYLES.map((s) => [s.id, s]));

export function getStyle(id: number): StyleDefinition | undefined {
  return BY_ID.get(id);
}

export const CATALOG_ASSET_BASE = '/api/catalog-assets';

export function styleThumbnailFile(id: number): string {
  return `style-${id}.webp`;
}

export function toPublicStyle(s: StyleDefinition): PublicStyle {
  return {
    id: s.id,
    name: s.name,
    description: s.description,
    imageUrl: `${CATALOG_ASSET_BASE}/${styleThumbnailFile(s.id)}`,
    category: s.category,
    ...(s.copy.needs?.length ? { needs: s.copy.needs, instead: s.copy.instead } : {}),
  };
}

export const PUBLIC_STYLES: readonly PublicStyle[] = STYLES.map(toPublicStyle);
