import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type pg from 'pg';
import { acknowledged, type ApiClient } from '#testing/resilience/api-client.ts';
import { samplePdf, sha256 } from '#testing/resilience/sample-files.ts';
import type { Report } from './report.ts';

interface StoredDocument {
  uuid: string;
  file: { path: string; size: number };
}

/**
 * Files live in the bucket, not on a process's disk: a document uploaded through A downloads through B's download
 * route with the same bytes, and the object the database names is in the bucket with those bytes too.
 */
export async function checkDocuments(
  report: Report,
  masters: Record<'A' | 'B', ApiClient>,
  where: { condominiumId: string; documentTypeId: number; owner: pg.Pool; s3: S3Client; bucket: string },
) {
  report.section('Documentos (arquivos no S3)');
  const bytes = samplePdf(`processos ${Date.now()}`, 256);
  const sent = sha256(bytes);
  const stored = acknowledged<StoredDocument>(
    await masters.A.upload(
      '/documents/store',
      { condominium: where.condominiumId, title: 'Ata enviada pelo processo A', type: String(where.documentTypeId) },
      { field: 'file', name: 'ata-processo-a.pdf', bytes, contentType: 'application/pdf' },
    ),
  );
  if (!stored) {
    report.check(false, 'um documento enviado por A', 'POST /documents/store não foi aceito');
    return;
  }
  const download = await masters.B.file('POST', '/file_storage/get_file', { path: stored.file.path });
  const received = sha256(download.bytes);
  report.check(
    download.status === 200 && received === sent,
    `um documento de ${bytes.length} bytes enviado por A é baixado por B com os mesmos bytes (SHA-256 ${sent.slice(0, 16)}…, baixado ${received.slice(0, 16)}…)`,
    `POST /file_storage/get_file respondeu ${download.status}`,
  );
  const { rows } = await where.owner.query<{ storage_key: string }>('select storage_key from document_versions where document_id = $1', [stored.uuid]);
  const key = rows[0]?.storage_key;
  const object = key ? await where.s3.send(new GetObjectCommand({ Bucket: where.bucket, Key: key })) : undefined;
  const inBucket = object?.Body ? sha256(Buffer.from(await object.Body.transformToByteArray())) : '';
  report.check(inBucket === sent, `o objeto está no s3rver, bucket ${where.bucket}, chave ${key ?? '(nenhuma no banco)'}, com os mesmos bytes`);
}
