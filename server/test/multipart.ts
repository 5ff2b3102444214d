/** A file part of a multipart request. */
export interface MultipartFile {
  field: string;
  name: string;
  bytes: Buffer;
  contentType?: string;
}

const BOUNDARY = '----zelo-test-boundary';

/** A multipart/form-data request body with text fields and at most one file, as a browser's FormData sends it. */
export function multipart(fields: Record<string, string>, file?: MultipartFile) {
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) => Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

/**
 * Multipart bodies the parser cannot read, as a broken client or a probe sends them: every upload route must answer
 * each with 400. Only text parts, so that no route refuses a file field's name before the body's end is reached.
 */
export function malformedMultiparts() {
  const field = (boundary: string, value = 'x') => `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\n${value}\r\n`;
  const contentType = (boundary?: string) => ({ 'content-type': `multipart/form-data${boundary === undefined ? '' : `; boundary=${boundary}`}` });
  const long = 'b'.repeat(300);
  return [
    { name: 'sem boundary no Content-Type', headers: contentType(), payload: Buffer.from(`${field(BOUNDARY)}--${BOUNDARY}--\r\n`) },
    { name: 'sem o boundary de fechamento', headers: contentType(BOUNDARY), payload: Buffer.from(field(BOUNDARY)) },
    { name: 'cortado no meio de uma parte', headers: contentType(BOUNDARY), payload: Buffer.from(field(BOUNDARY).slice(0, -8)) },
    { name: 'sem parte alguma', headers: contentType(BOUNDARY), payload: Buffer.from('isto não é multipart') },
    { name: 'boundary longo demais', headers: contentType(long), payload: Buffer.from(`${field(long)}--${long}--\r\n`) },
  ];
}
