import { randomBytes } from 'node:crypto';

export interface FilePart {
  field?: string;
  filename: string;
  data: Buffer;
  type?: string;
}

/** A multipart/form-data body as browsers send it (text fields first, then the files), for `app.inject`. */
export function multipart(
  fields: Record<string, string>,
  files: FilePart[],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----shoptest${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.filename}"\r\n` +
          `Content-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
