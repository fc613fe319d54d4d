import { PROFILE_PICTURE, isPictureSmallEnough } from '@core/domain/profile-picture';
import { ImagePlus, UserRound } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import type { SessionUser } from '@client/features/auth';
import { useDeletePicture } from '../api/delete-picture';
import { useSavePicture } from '../api/save-picture';

const PictureCropper = lazy(() => import('./picture-cropper'));

type Step = { kind: 'idle' } | { kind: 'crop'; src: string } | { kind: 'preview'; jpeg: Blob; url: string };

const formatKb = (bytes: number) => `${(bytes / 1024).toFixed(1).replace('.', ',')} KB`;

/** Spec "Profile picture": pick, crop, preview, save or cancel. */
export function PictureSection({ user }: { user: SessionUser }) {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const save = useSavePicture();
  const remove = useDeletePicture();

  // Object URLs hold the picked file in memory until revoked.
  useEffect(() => {
    const url = step.kind === 'crop' ? step.src : step.kind === 'preview' ? step.url : null;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [step]);

  const pick = (file: File | undefined) => {
    save.reset();
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setStep({ kind: 'idle' });
      save.reset();
      return;
    }
    setStep({ kind: 'crop', src: URL.createObjectURL(file) });
  };

  const tooLarge = step.kind === 'preview' && !isPictureSmallEnough(step.jpeg.size);

  return (
    <section aria-labelledby="profilbild" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id="profilbild" className="text-lg font-bold">
        Profilbild
      </h2>

      {step.kind === 'idle' && (
        <div className="mt-3 flex flex-wrap items-center gap-4">
          <span className="flex size-24 items-center justify-center overflow-hidden rounded-full border-4 border-brand-100 bg-brand-50 text-brand-700">
            {user.image ? (
              <img src={user.image} alt="Aktuelles Profilbild" className="size-full object-cover" />
            ) : (
              <UserRound aria-hidden="true" className="size-12" />
            )}
          </span>
          <div className="flex flex-wrap gap-2">
            <label className="relative inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full bg-brand-700 px-5 font-bold text-white focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-amber-500 hover:bg-brand-800">
              <ImagePlus aria-hidden="true" className="size-5" />
              Bild auswählen
              <input
                type="file"
                accept="image/*"
                className="sr-only"
                onChange={(e) => {
                  pick(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
            </label>
            {user.image && (
              <Button variant="secondary" busy={remove.isPending} onClick={() => remove.mutate()}>
                Bild entfernen
              </Button>
            )}
          </div>
        </div>
      )}

      {step.kind === 'crop' && (
        <div className="mt-3">
          <Suspense fallback={<Spinner label="Zuschneiden wird geladen …" />}>
            <PictureCropper
              src={step.src}
              onCancel={() => setStep({ kind: 'idle' })}
              onCropped={(jpeg) => setStep({ kind: 'preview', jpeg, url: URL.createObjectURL(jpeg) })}
            />
          </Suspense>
        </div>
      )}

      {step.kind === 'preview' && (
        <div className="mt-3 space-y-4">
          <div className="flex items-center gap-4">
            <img
              src={step.url}
              alt="Vorschau des neuen Profilbilds"
              className="size-32 rounded-full border-4 border-brand-100 object-cover"
            />
            <p className="text-slate-700">Größe: {formatKb(step.jpeg.size)}</p>
          </div>
          {tooLarge && <Alert tone="error">{PROFILE_PICTURE.tooLargeMessage}</Alert>}
          <div className="flex flex-wrap gap-2">
            <Button
              disabled={tooLarge}
              busy={save.isPending}
              onClick={() => save.mutate(step.jpeg, { onSuccess: () => setStep({ kind: 'idle' }) })}
            >
              Speichern
            </Button>
            <Button variant="secondary" onClick={() => setStep({ kind: 'idle' })}>
              Abbrechen
            </Button>
          </div>
        </div>
      )}

      {save.isSuccess && step.kind === 'idle' && (
        <div className="mt-3">
          <Alert tone="success">Profilbild gespeichert.</Alert>
        </div>
      )}
      {save.error && (
        <div className="mt-3">
          <Alert tone="error">{save.error.message}</Alert>
        </div>
      )}
      {remove.error && (
        <div className="mt-3">
          <Alert tone="error">{remove.error.message}</Alert>
        </div>
      )}
    </section>
  );
}
