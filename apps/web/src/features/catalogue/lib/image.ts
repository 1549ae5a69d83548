import { safeLink } from '@careclass/shared';

/** Shipped with the app (apps/web/public): shown when a class has no picture or it fails. */
export const DEFAULT_CLASS_IMAGE = '/images/class-default.svg';

export const CLASS_IMAGE_SIZE = { width: 500, height: 350 } as const;

/**
 * The URL of a class picture in a given rendition: the image service resizes by a transform on
 * the URL (`?width=500&height=350&resize=cover`). Only http(s) addresses and paths of this site
 * are used; anything else (no picture, another scheme) gives the default picture.
 */
export function classImageUrl(
  imageUrl: string | null | undefined,
  size: { width: number; height: number } = CLASS_IMAGE_SIZE,
): string {
  const raw = safeLink(imageUrl ?? '');
  if (raw === null) return DEFAULT_CLASS_IMAGE;
  const absolute = !raw.startsWith('/');
  let url: URL;
  try {
    url = new URL(raw, 'http://site.invalid');
  } catch {
    return DEFAULT_CLASS_IMAGE;
  }
  url.searchParams.set('width', String(size.width));
  url.searchParams.set('height', String(size.height));
  url.searchParams.set('resize', 'cover');
  return absolute ? url.toString() : `${url.pathname}${url.search}${url.hash}`;
}
