import type { RequestContext } from '../context.ts';

/** Whether the signed-in customer bought a SKU; implemented by the orders module, used by reviews. */
export interface PurchaseHistory {
  hasPurchased(ctx: RequestContext, customerId: string, sku: string): Promise<boolean>;
}
