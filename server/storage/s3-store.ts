import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { KEY_PATTERN, type FileStore } from './storage';

export interface S3Options {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const isMissing = (error: unknown) => {
  const name = (error as { name?: string }).name;
  return name === 'NotFound' || name === 'NoSuchKey';
};

export function createS3Store(options: S3Options): FileStore {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: true,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Without these, S3-compatible servers that do not speak aws-chunked store the framing
    // inside the file (STACK.md); only send checksums where the protocol demands them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const check = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error(`invalid file key: ${key}`);
    return key;
  };
  const store: FileStore = {
    async put(key, bytes, contentType) {
      if (await store.exists(key)) return;
      await client.send(new PutObjectCommand({ Bucket: options.bucket, Key: check(key), Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: check(key) }));
        return res.Body ? await res.Body.transformToByteArray() : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: options.bucket, Key: check(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: check(key) }));
    },
  };
  return store;
}
