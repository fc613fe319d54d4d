import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_PICTURE } from '@core/domain/profile-picture';
import { TestClient } from '../../test/auth-client';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { jpegHead } from '../../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.cleanup());

const putPicture = (client: TestClient, body: Uint8Array<ArrayBuffer>, type = 'image/jpeg') =>
  client.request('/api/profile/picture', { method: 'PUT', body, headers: { 'content-type': type } });

async function signedIn(email: string) {
  const client = new TestClient(t);
  await client.signUp(email);
  return client;
}

describe(`profile picture (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('is saved, shown in the session, served to signed-in users only, and removed', async () => {
    const owner = await signedIn('bild@schule.de');
    const jpeg = jpegHead(300, 300);
    const res = await putPicture(owner, jpeg);
    expect(res.status).toBe(200);
    const { image } = (await res.json()) as { image: string };
    expect(image).toMatch(/^\/api\/users\/.+\/picture\?v=\d+$/);
    expect((await owner.session())?.user).toMatchObject({ image });

    const other = await signedIn('kollege@schule.de');
    const served = await other.request(image);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(jpeg);

    expect((await new TestClient(t).request(image)).status).toBe(401);

    expect((await owner.request('/api/profile/picture', { method: 'DELETE' })).status).toBe(204);
    expect((await other.request(image)).status).toBe(404);
    expect((await owner.session())?.user).toMatchObject({ image: null });
  });

  it('is checked by content: a renamed SVG, a PNG or a too-large image are refused', async () => {
    const client = await signedIn('pruefung@schule.de');
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    expect((await putPicture(client, svg)).status).toBe(400);
    expect((await putPicture(client, jpegHead(301, 300))).status).toBe(400);
    expect((await putPicture(client, jpegHead(300, 300), 'image/png')).status).toBe(415);
    expect((await client.session())?.user).toMatchObject({ image: null });
  });

  it('blocks 100 KB or more with the spec message', async () => {
    const client = await signedIn('gross@schule.de');
    const big = new Uint8Array(PROFILE_PICTURE.maxBytes);
    big.set(jpegHead(300, 300));
    const res = await putPicture(client, big);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: { message: PROFILE_PICTURE.tooLargeMessage } });
    const justBelow = new Uint8Array(PROFILE_PICTURE.maxBytes - 1);
    justBelow.set(jpegHead(300, 300));
    justBelow.set([0xff, 0xd9], justBelow.length - 2); // a whole JPEG ends with its end marker
    expect((await putPicture(client, justBelow)).status).toBe(200);
  });

  it('needs a signed-in user', async () => {
    expect((await putPicture(new TestClient(t), jpegHead(10, 10))).status).toBe(401);
    expect((await new TestClient(t).request('/api/profile/picture', { method: 'DELETE' })).status).toBe(401);
  });

  it('is deleted together with the account', async () => {
    const client = await signedIn('abschied@schule.de');
    await putPicture(client, jpegHead(100, 100));
    const id = (await client.session())?.user.id as string;
    expect((await client.post('/api/auth/delete-user', { password: 'richtig-gutes-passwort' })).status).toBe(200);
    const row = await t.deps.db.selectFrom('profile_picture').select('user_id').where('user_id', '=', id).executeTakeFirst();
    expect(row).toBeUndefined();
  });
});
