import type { Image } from '@toolyard/content/blocks';
import { imageUrl } from './assets.ts';

/** Sized image: eager with high priority above the fold, lazy below it. */
export function BlockImage(props: { image: Image; eager: boolean; className?: string; sizes?: string }) {
  const src = imageUrl(props.image.src);
  if (!src) return null;
  return (
    <img
      className={props.className}
      src={src}
      alt={props.image.alt}
      width={props.image.width}
      height={props.image.height}
      loading={props.eager ? 'eager' : 'lazy'}
      decoding={props.eager ? 'sync' : 'async'}
      fetchPriority={props.eager ? 'high' : 'auto'}
      sizes={props.sizes}
    />
  );
}
