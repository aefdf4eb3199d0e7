import { Image, type ImageProps } from '@mantine/core';

/**
 * A neutral picture (a grey frame with a mountain and a sun), inline so it shows offline and
 * under the console's content policy. Shown where an offer has no picture or its link is broken.
 */
export const PICTURE_PLACEHOLDER = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="6" fill="#f1f3f5"/>' +
    '<path d="M10 36l10-12 7 8 5-6 6 10z" fill="#ced4da"/><circle cx="33" cy="15" r="4" fill="#ced4da"/></svg>',
)}`;

/**
 * An offer's or a creative's picture: the shop's image, or the placeholder instead of the
 * browser's broken-image icon when the link is empty or does not load.
 */
export function OfferPicture({
  src,
  ...props
}: Omit<ImageProps, 'src' | 'fallbackSrc'> & { src: string | null | undefined; alt: string; loading?: 'lazy' | 'eager' }) {
  return (
    <Image
      src={src || null}
      fallbackSrc={PICTURE_PLACEHOLDER}
      // Shops' image hosts need not learn which console page looked.
      referrerPolicy="no-referrer"
      data-testid="offer-picture"
      {...props}
    />
  );
}
