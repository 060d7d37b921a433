import { type AdyenConfig, createAdyenAdapter } from './adyen.adapter.ts';
import type { PaymentProvider, PaymentProviderName } from './payment-provider.port.ts';
import { createSandboxProvider, type SandboxProvider } from './sandbox.provider.ts';

export * from './adyen.adapter.ts';
export * from './checkout-payment.ts';
export * from './hmac.ts';
export { type HostedPaymentStatus, hostedPaymentStatus } from './hosted-payments.ts';
export * from './notifications.ts';
export * from './payment-provider.port.ts';
export * from './sandbox.provider.ts';

export type PaymentProviderConfig =
  | { provider: 'sandbox'; notify?: (body: string) => Promise<boolean> }
  | ({ provider: 'adyen' } & AdyenConfig);

/** The provider the configuration names (env PAYMENT_PROVIDER; sandbox by default). */
export function createPaymentProvider(config: PaymentProviderConfig): PaymentProvider | SandboxProvider {
  return config.provider === 'adyen'
    ? createAdyenAdapter(config)
    : createSandboxProvider({ notify: config.notify });
}
export type { PaymentProviderName };
