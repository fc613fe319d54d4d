/** What other features may use of search: the quick filters for their lists. */
export { FilterBar } from './components/filter-bar';
export { NoResults } from './components/no-results';
export { useFilterParams } from './use-filter-params';
export { Highlighted } from './components/highlighted';
export { libraryVersion, useLibraryIndex } from './library-index-cache';
export { useMaterialInventory } from './material-inventory';
export { MaterialInventorySection } from './components/material-inventory-section';
