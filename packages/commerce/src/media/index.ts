export { isKnownImageKey, productImageSvg } from './product-image.ts';
