/** What the rest of the app may use of this feature; everything else in the folder is internal. */
export { useFavorites } from './api/favorites';
export { FavoriteStar, FavoriteToggle } from './components/favorite-toggle';
export { FavoritesPage } from './components/favorites-page';
