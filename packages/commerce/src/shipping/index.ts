import type { RequestContext } from '../context.ts';
import type { CatalogReader, ShippingMethodView } from '../ports/index.ts';

export interface ShippingService {
  /** Methods for the cart's country, default (parcel) first. */
  methods(ctx: RequestContext): Promise<ShippingMethodView[]>;
}

export function createShippingService(reader: CatalogReader): ShippingService {
  return { methods: (ctx) => reader.shippingMethods(ctx) };
}
