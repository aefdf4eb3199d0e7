import { useState } from 'preact/hooks';

/** Styles of the placeholder, in both the search widget's and the carousels' CSS: a picture glyph on grey. */
export const PICTURE_MISSING_CSS =
  ".l-ss-c-picture-missing{display:block;width:100%;height:100%;min-height:24px;border-radius:6px;background:#f5f5f7 url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%23b0b0b8' stroke-width='1.5'%3E%3Crect x='3' y='4' width='18' height='16' rx='2'/%3E%3Ccircle cx='9' cy='10' r='2'/%3E%3Cpath d='m21 16-5-5-9 9'/%3E%3C/svg%3E\") center/min(48px,50%) no-repeat}";

/**
 * An offer's picture. A missing one, or one the shop's server does not deliver, shows a neutral
 * placeholder instead of the browser's broken-image icon and alternative text.
 */
export function OfferPicture({ src, alt, class: className }: { src: string | undefined; alt: string; class?: string }) {
  const [broken, setBroken] = useState<string | null>(null);
  if (!src || broken === src)
    return <span class={className ? `${className} l-ss-c-picture-missing` : 'l-ss-c-picture-missing'} aria-hidden="true" />;
  return <img class={className} src={src} alt={alt} loading="lazy" decoding="async" onError={() => setBroken(src)} />;
}
