/**
 * The withdrawal function's views and message keys (decision 265), shared by its pages and their
 * server side. Keys are spelt out here, in code the browser runs, so they reach it (client-keys.ts).
 */
import type { FormAnswer } from '../account/forms.ts';

export interface WithdrawalLineView {
  lineId: string;
  sku: string;
  name: string;
  quantity: number;
}

export interface WithdrawalReceiptView {
  id: string;
  orderNumber: string;
  name: string;
  email: string;
  /** null: the whole order. */
  lines: WithdrawalLineView[] | null;
  receivedAt: string;
}

export type WithdrawalRefusal = 'business-order' | 'cancelled' | 'period-over';

export interface WithdrawalAnswer extends FormAnswer {
  /** 'form': step 1 (again); 'review': step 2, the summary with "Confirm withdrawal". */
  step: 'form' | 'review';
  /** The order's lines once the order is known (to pick some); null before. */
  lines: WithdrawalLineView[] | null;
  /** The ticked lines; empty is the whole order. */
  selected: string[];
  /** Why this order cannot be withdrawn from, and the period's last day when it ended. */
  refusal: { reason: WithdrawalRefusal; lastDay: string | null } | null;
  /** A withdrawal received before covers what was asked. */
  already: { id: string; receivedAt: string } | null;
}

export const WITHDRAWAL_MESSAGES = {
  notFound: 'withdrawal.not-found',
  refusal: {
    'business-order': 'withdrawal.refused-business-order',
    cancelled: 'withdrawal.refused-cancelled',
    'period-over': 'withdrawal.refused-period-over',
  } satisfies Record<WithdrawalRefusal, string>,
} as const;

/** The page's form posts to itself; the receipt sits below it. */
export const WITHDRAWAL_PATH = '/withdrawal';
export const WITHDRAWAL_RECEIVED_PATH = '/withdrawal/received';
