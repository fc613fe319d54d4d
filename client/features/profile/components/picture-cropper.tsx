import { PROFILE_PICTURE } from '@core/domain/profile-picture';
import { useState } from 'react';
import Cropper from 'react-easy-crop';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { cropToJpeg, type PixelArea } from '../crop-image';

/** Round 1:1 crop with zoom 1–3 in steps of 0.1 (spec §5). Loaded only when a picture is picked. */
export default function PictureCropper({
  src,
  onCropped,
  onCancel,
}: {
  src: string;
  onCropped: (jpeg: Blob) => void;
  onCancel: () => void;
}) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState<number>(PROFILE_PICTURE.minZoom);
  const [area, setArea] = useState<PixelArea | null>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!area) return;
    setBusy(true);
    try {
      onCropped(await cropToJpeg(src, area));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-4">
      <div className="relative h-72 overflow-hidden rounded-2xl bg-slate-900">
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          minZoom={PROFILE_PICTURE.minZoom}
          maxZoom={PROFILE_PICTURE.maxZoom}
          aspect={1}
          cropShape="round"
          showGrid={false}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => setArea(pixels)}
        />
      </div>
      <label className="block">
        <span className="mb-1 block font-semibold">Zoom: {zoom.toFixed(1).replace('.', ',')}×</span>
        <input
          type="range"
          min={PROFILE_PICTURE.minZoom}
          max={PROFILE_PICTURE.maxZoom}
          step={PROFILE_PICTURE.zoomStep}
          value={zoom}
          onChange={(e) => setZoom(Number(e.target.value))}
          className="h-11 w-full accent-brand-700"
        />
      </label>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void confirm()} busy={busy} disabled={!area}>
          Zuschneiden
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Abbrechen
        </Button>
      </div>
    </div>
  );
}
