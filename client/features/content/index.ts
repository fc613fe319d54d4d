/** What other features may use of the content library. */
export { fetchCollection, useAllCollections } from './api/get-collection';
