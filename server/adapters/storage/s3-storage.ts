import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { assertSafeKey, isGeneratedKey, type FileStorage, type ScannedEntry, type StoredObject } from './file-storage.ts';

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, Ceph, s3rver …); unset for AWS itself. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/** Files in an S3-compatible bucket, for deployments whose API processes do not share a disk. */
export class S3FileStorage implements FileStorage {
  readonly kind = 's3';
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.accessKeyId && settings.secretAccessKey
        ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
        : {}),
    });
  }

  /** HeadBucket: the bucket exists and these credentials reach it, without reading or writing an object. */
  async ping(signal: AbortSignal) {
    await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }), { abortSignal: signal });
  }

  async put(prefix: string, body: Buffer, file: { contentType: string; extension: string }) {
    const key = `${prefix}/${randomUUID()}.${file.extension}`;
    assertSafeKey(key);
    // A PUT is atomic in S3: the object exists whole, or not at all.
    await this.client.send(new PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: body, ContentType: file.contentType }));
    return { key, size: body.length, contentType: file.contentType };
  }

  async open(key: string) {
    assertSafeKey(key);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async remove(key: string) {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    for await (const entry of this.scan(prefix)) if (entry.kind === 'stored') yield entry;
  }

  /** Never a temporary object: a PUT lands whole or not at all, and no multipart upload is ever begun. */
  async *scan(prefix: string): AsyncIterable<ScannedEntry> {
    let continuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: `${prefix}/`, ContinuationToken: continuationToken }),
      );
      for (const { Key: key, LastModified: modifiedAt } of page.Contents ?? []) {
        if (!key) continue;
        yield isGeneratedKey(key) ? { kind: 'stored', key, modifiedAt: modifiedAt ?? new Date(0) } : { kind: 'foreign', name: key };
      }
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
  }

  close() {
    this.client.destroy();
  }
}
