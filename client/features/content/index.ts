/** What other features may use of the content library. */
export { fetchCollection, useAllCollections, useCollection } from './api/get-collection';
export { ContentEditor, type EditorStart, itemToInput } from './components/content-editor';
export { ContentListPage } from './components/content-list-page';
export { readPreview } from './preview-store';
