import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import { makeDir, type FileStore } from './file-store.ts';

/**
 * Where uploaded documents (attachments) are kept: the local file store under DATA_DIR by default, an
 * S3-compatible bucket when S3_URL is set. Keys are made by the server, never taken from a request.
 * A `put` is whole or absent: a reader never sees half a file.
 */
export interface BlobStore {
  readonly kind: 'local' | 's3';
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The bytes as a stream; undefined when the key has no object. */
  read(key: string): Promise<Readable | undefined>;
  /** Removes the object; a missing one is not an error. */
  remove(key: string): Promise<void>;
}

/** Files under the local store's root, written to a temporary name and renamed into place. */
export class LocalBlobStore implements BlobStore {
  readonly kind = 'local' as const;
  constructor(private readonly files: FileStore) {}

  async put(key: string, data: Buffer): Promise<void> {
    const full = this.files.pathOf(key);
    await makeDir(path.dirname(full));
    const temp = `${full}.${randomUUID()}.part`;
    try {
      const handle = await fs.promises.open(temp, 'wx');
      try {
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fs.promises.rename(temp, full);
    } catch (error) {
      await fs.promises.rm(temp, { force: true });
      throw error;
    }
  }

  async read(key: string): Promise<Readable | undefined> {
    const full = this.files.pathOf(key);
    try {
      await fs.promises.access(full);
    } catch {
      return undefined;
    }
    return fs.createReadStream(full);
  }

  remove(key: string): Promise<void> {
    return this.files.remove(key);
  }
}

/** The parts of S3_URL: endpoint, bucket and the credentials in its user part. */
export function parseS3Url(url: string): {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
} {
  const u = new URL(url);
  const bucket = u.pathname.replace(/^\/+|\/+$/g, '');
  if (!bucket)
    throw new Error('S3_URL must name the bucket as its path, e.g. http://key:secret@host:9000/files');
  return {
    endpoint: `${u.protocol}//${u.host}`,
    bucket,
    accessKeyId: decodeURIComponent(u.username),
    secretAccessKey: decodeURIComponent(u.password),
  };
}

/** Objects in one bucket of an S3-compatible service (path-style addressing, as MinIO and others need). */
export class S3BlobStore implements BlobStore {
  readonly kind = 's3' as const;
  /** The SDK is loaded only by a server that keeps its files in a bucket (a large module). */
  private readonly s3: Promise<{ sdk: typeof S3; client: S3.S3Client }>;
  private readonly bucket: string;

  constructor(url: string, region = process.env.S3_REGION ?? 'us-east-1') {
    const parts = parseS3Url(url);
    this.bucket = parts.bucket;
    this.s3 = import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: parts.endpoint,
        region,
        forcePathStyle: true,
        credentials: { accessKeyId: parts.accessKeyId, secretAccessKey: parts.secretAccessKey },
      }),
    }));
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    // one PUT: the object appears whole when the call succeeds and not at all otherwise
    const { sdk, client } = await this.s3;
    await client.send(
      new sdk.PutObjectCommand({ Bucket: this.bucket, Key: key, Body: data, ContentType: contentType }),
    );
  }

  async read(key: string): Promise<Readable | undefined> {
    const { sdk, client } = await this.s3;
    try {
      const res = await client.send(new sdk.GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return res.Body as Readable | undefined;
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    const { sdk, client } = await this.s3;
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  destroy(): void {
    void this.s3.then(({ client }) => client.destroy()).catch(() => undefined);
  }
}
