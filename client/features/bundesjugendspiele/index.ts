/** What the rest of the app may use of this feature; everything else in the folder is internal. */
export { bjsActions, bjsStore } from './stores/bjs-store';
export { BJS_VIEWS, type BjsView } from './views';
export { SetupView } from './components/setup-view';
export { StationView } from './components/station-view';
export { ExchangeView } from './components/exchange-view';
export { TransferLinkReceiver } from './components/transfer-link-receiver';
export { EvaluationView } from './components/evaluation-view';
