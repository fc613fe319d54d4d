import { PROFILE_PICTURE, isPictureSmallEnough } from '@core/domain/profile-picture';
import { apiError } from '../../http/api-error';
import { readBodyUpTo } from '../../http/read-body';
import { createRouter } from '../../http/router';
import { readJpegSize } from '../../storage/jpeg';
import { checkUpload, UPLOAD_PROBLEM_MESSAGES } from '../../storage/upload-check';
import { collectMyData } from './my-data.queries';
import { myDataRoute } from './my-data.routes';
import { deletePicture, findPicture, savePicture } from './profile.queries';
import { deletePictureRoute, getPictureRoute, putPictureRoute } from './profile.routes';

/** Stored elsewhere or not at all, so a teacher does not look for it in the file in vain. */
const NOT_IN_MY_DATA = [
  'Klassen, Schülerinnen und Schüler, Noten und Werkzeug-Stände: Sie liegen nur auf Ihrem Gerät und nie auf dem Server. Sichern Sie sie im Notenbuch mit „Sicherung herunterladen“.',
  'Ihr Passwort: Der Server kennt es nicht, er speichert nur einen gesalzenen Hashwert. Der Hashwert ist aus Sicherheitsgründen nicht enthalten.',
  'Sitzungsschlüssel: Sie sind nicht enthalten, weil sich jeder damit als Sie anmelden könnte.',
  'Server-Protokolle (IP-Adresse, Zeitpunkt, aufgerufene Adresse): Sie werden keinem Konto zugeordnet und nach höchstens 14 Tagen gelöscht.',
];

export function profileRouter() {
  const router = createRouter();
  router.openapi(putPictureRoute, async (c) => {
    const { db } = c.get('deps');
    if (!/^image\/jpeg\b/i.test(c.req.header('content-type') ?? '')) {
      return apiError(c, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Das Profilbild muss als JPEG gesendet werden.');
    }
    // One byte over the limit is enough to know it is too large.
    const bytes = await readBodyUpTo(c.req.raw.body, PROFILE_PICTURE.maxBytes + 1);
    if (bytes === 'too-large' || !isPictureSmallEnough(bytes.length)) {
      return apiError(c, 413, 'PICTURE_TOO_LARGE', PROFILE_PICTURE.tooLargeMessage);
    }
    const size = readJpegSize(bytes);
    if (!size) return apiError(c, 400, 'NOT_A_JPEG', 'Die Datei ist kein gültiges JPEG-Bild.');
    // Same checks as other uploads: nothing appended after the image, no markup inside it.
    const checked = checkUpload(bytes);
    if (!checked.ok) return apiError(c, 400, 'UNSAFE_FILE', UPLOAD_PROBLEM_MESSAGES[checked.problem]);
    if (size.width > PROFILE_PICTURE.maxSide || size.height > PROFILE_PICTURE.maxSide) {
      return apiError(
        c,
        400,
        'PICTURE_TOO_BIG',
        `Das Bild darf höchstens ${PROFILE_PICTURE.maxSide} × ${PROFILE_PICTURE.maxSide} Pixel groß sein.`,
      );
    }
    const user = c.get('user');
    // The version in the address makes browsers and the offline cache fetch the new picture.
    const image = `/api/users/${encodeURIComponent(user.id)}/picture?v=${Date.now()}`;
    await savePicture(db, user.id, bytes, image);
    return c.json({ image }, 200);
  });

  router.openapi(deletePictureRoute, async (c) => {
    await deletePicture(c.get('deps').db, c.get('user').id);
    return c.body(null, 204);
  });

  router.openapi(myDataRoute, async (c) => {
    const { db, config } = c.get('deps');
    const data = await collectMyData(db, c.get('user').id);
    if (!data) return apiError(c, 401, 'UNAUTHENTICATED', 'Bitte melden Sie sich an.');
    const exportedAt = new Date();
    c.header('Content-Disposition', `attachment; filename="sportkiste-meine-daten-${exportedAt.toISOString().slice(0, 10)}.json"`);
    return c.json(
      {
        format: 'sportkiste-meine-daten' as const,
        version: 1 as const,
        exportedAt: exportedAt.toISOString(),
        server: config.publicUrl.origin,
        ...data,
        notIncluded: NOT_IN_MY_DATA,
      },
      200,
    );
  });

  router.openapi(getPictureRoute, async (c) => {
    const picture = await findPicture(c.get('deps').db, c.req.valid('param').id);
    if (!picture) return apiError(c, 404, 'NOT_FOUND', 'Kein Profilbild vorhanden.');
    return c.body(Buffer.from(picture.jpeg_base64, 'base64'), 200, {
      'Content-Type': 'image/jpeg',
      // Private: only signed-in users may see it; the ?v= in the address changes on every save.
      'Cache-Control': 'private, max-age=31536000, immutable',
    });
  });

  return router;
}
