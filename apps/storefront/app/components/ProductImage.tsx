import { useState } from 'react';

/** The default image of spec 001 §7's fallback rule: shown where a product image is missing or fails. */
export function DefaultImageIcon({ size }: { size?: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <rect x="6" y="14" width="52" height="38" rx="4" fill="none" stroke="currentColor" strokeWidth="3" />
      <circle cx="22" cy="28" r="5" fill="currentColor" />
      <path d="M10 48 L26 34 L36 42 L44 34 L54 46" fill="none" stroke="currentColor" strokeWidth="3" />
    </svg>
  );
}

/**
 * A ref callback for a server-rendered `<img>`: an image that failed before React hydrated the page
 * fired its error event with nobody listening, so `onError` never runs. A finished image with no
 * pixels is asked for once more, and a second failure is reported (a loaded SVG without a natural
 * size would look the same, so it is not taken for broken on sight).
 */
export function reportFailureBeforeHydration(img: HTMLImageElement | null, onFail: () => void) {
  if (!img?.complete || img.naturalWidth > 0 || !img.currentSrc) return;
  const probe = new Image();
  probe.onerror = onFail;
  probe.src = img.currentSrc;
}

/**
 * A product's image in a card or a cart line: the default image where there is none or where it
 * fails to load (spec 001 §7), before or after hydration. The fallback takes the image's box.
 */
export function ProductImage({
  src,
  alt = '',
  size,
  eager = false,
  className,
}: {
  src: string | null | undefined;
  alt?: string;
  size: number;
  eager?: boolean;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <span
        className={className ? `product-image-fallback ${className}` : 'product-image-fallback'}
        aria-hidden="true"
      >
        <DefaultImageIcon />
      </span>
    );
  }
  const fail = () => setFailed(true);
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
      ref={(img) => reportFailureBeforeHydration(img, fail)}
      onError={fail}
    />
  );
}
