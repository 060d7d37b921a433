/** Layout constants of spec 001 §9 (pixels). */

export const BREAKPOINTS = { sm: 640, md: 768, lg: 1023, xl: 1200, xxl: 1440, xxxl: 1919 } as const;
/** Below this width the mobile layout applies (note: not the 1023 breakpoint). */
export const MOBILE_MAX_WIDTH = 1024;

export const CAROUSEL = { perPage: [1.5, 3], gap: [20, 30] } as const;
export const SLIDER = { min: 3, max: 6, gap: 16, itemWidthPx: 225 } as const;
export const IMAGE_WIDTH_THRESHOLDS = [768, 375] as const;
