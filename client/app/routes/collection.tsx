import { findCollection } from '@core/collections/registry';
import { ContentListPage } from '@client/features/content';
import { useDeepestHandle } from '@client/lib/route-matches';

export default function CollectionRoute() {
  const key = useDeepestHandle('collection');
  const collection = key ? findCollection(key) : undefined;
  if (!collection) return null;
  // Keyed so switching between two lists never shows the previous list's state.
  return <ContentListPage key={collection.key} collection={collection} />;
}
