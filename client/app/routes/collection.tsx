import { findCollection } from '@core/collections/registry';
import { useMatches } from 'react-router';
import { ContentListPage } from '@client/features/content';
import type { RouteHandle } from '../layouts/breadcrumbs';

export default function CollectionRoute() {
  const key = [...useMatches()]
    .reverse()
    .map((m) => (m.handle as RouteHandle | undefined)?.collection)
    .find(Boolean);
  const collection = key ? findCollection(key) : undefined;
  if (!collection) return null;
  // Keyed so switching between two lists never shows the previous list's state.
  return <ContentListPage key={collection.key} collection={collection} />;
}
