/** What other features may use of the content library. */
export { fetchCollection, useAllCollections, useCollection } from './api/get-collection';
