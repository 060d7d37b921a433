export {
  type CatalogChange,
  catalogChanged,
  contentChanged,
  MAX_PRODUCT_IDS_PER_MESSAGE,
} from './channels.ts';
export {
  type Channel,
  createLocalNotifier,
  createNotifier,
  defineChannel,
  MAX_MESSAGE_BYTES,
  type Notifier,
  type SubscribeOptions,
} from './notifier.ts';
export { publishProductChanges } from './publish.ts';
export { type NotifierOptions, startNotifier } from './start.ts';
