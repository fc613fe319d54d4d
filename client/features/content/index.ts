/** What other features may use of the content library. */
export { fetchCollection } from './api/get-collection';
