import { PROFILE_PICTURE } from '@core/domain/profile-picture';

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('Das Bild konnte nicht gelesen werden. Bitte ein JPEG- oder PNG-Bild wählen.'));
    image.src = src;
  });
}

/** Spec §5: the crop as a square JPEG, at most 300 px a side, quality 0.9 (shown round). */
export async function cropToJpeg(src: string, area: PixelArea): Promise<Blob> {
  const image = await loadImage(src);
  const side = Math.max(1, Math.min(PROFILE_PICTURE.maxSide, Math.round(area.width)));
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Dieser Browser kann keine Bilder zuschneiden.');
  // JPEG has no transparency: a transparent PNG gets a white background instead of black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, side, side);
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, side, side);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Das Bild konnte nicht erzeugt werden.'))),
      'image/jpeg',
      PROFILE_PICTURE.jpegQuality,
    ),
  );
}
