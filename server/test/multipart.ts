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
