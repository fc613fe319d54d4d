/** What other features may use of the content library. */
export { fetchCollection, useAllCollections, useCollection } from './api/get-collection';
export { ContentEditor, type EditorStart } from './editor/content-editor';
export { itemToInput } from './editor/content-form';
export { ContentListPage } from './components/content-list-page';
export { readPreview } from './preview-store';
