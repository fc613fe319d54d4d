import { createDeviceStore } from '@client/lib/device-store';
import { emptyFavorites, sanitizeFavorites, type FavoritesOnDevice } from './favorites-queue';

/**
 * The favourites kept on this device (last server list + unsent changes), in localStorage so
 * they survive a reload without network and show in every open tab.
 */
export const favoritesOnDevice = createDeviceStore<FavoritesOnDevice>('sportkiste:favoriten', {
  version: 1,
  initial: emptyFavorites,
  sanitize: sanitizeFavorites,
});
