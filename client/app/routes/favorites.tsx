import { FavoritesPage } from '@client/features/favorites';

export default function FavoritesRoute() {
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="mb-5 text-2xl font-extrabold tracking-tight sm:text-3xl">Favoriten</h1>
      <FavoritesPage />
    </div>
  );
}
