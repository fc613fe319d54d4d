import { PlansPage } from '@client/features/lesson-plans';

export default function PlansRoute() {
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="mb-5 text-2xl font-extrabold tracking-tight sm:text-3xl">Meine Stunden</h1>
      <PlansPage />
    </div>
  );
}
