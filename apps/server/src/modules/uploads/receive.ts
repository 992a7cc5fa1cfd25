import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { fail, invalid } from '../../http/envelope.ts';

export interface ReceivedFile {
  /** The client's file name, base name only (used for file_spaces.name and `uploadFile` extensions). */
  filename: string;
  data: Buffer;
}

export interface Received {
  files: ReceivedFile[];
  fields: Record<string, string>;
}

/** `file`, `file[]` or `file[3]`: the names the clients use for one or several files. */
const FILE_FIELD = /^file(\[\d*\])?$/;

/** A field name as an error message may show it. */
const label = (name: string) => name.replaceAll('\0', '\\0').slice(0, 64);

/** @fastify/multipart's limit errors, turned into the messages the upload forms show. */
function mapped(err: unknown): Error {
  const code = (err as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fail('upload.tooLarge');
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return fail('upload.tooMany');
  if (code === 'FST_PROTO_VIOLATION') return fail('upload.invalidFile');
  // busboy's "Unexpected end of form", a malformed boundary, a client that went away: the body is unusable.
  return fail('upload.invalidFile');
}

/**
 * Reads the whole multipart body: the files under the file field (buffered: at most 10 × 10 MB, the limits of
 * the app-wide multipart registration) and the text fields. Other file fields are drained and ignored.
 * Nothing is written anywhere yet, so a failure here changes nothing.
 */
export async function receive(req: FastifyRequest): Promise<Received> {
  if (!req.isMultipart()) throw fail('upload.fileNotFound');
  const files: ReceivedFile[] = [];
  const fields: Record<string, string> = {};
  // Multipart parts skip the app's input check (they are read here, in the handler); the body is read to its
  // end before refusing, so the client gets the answer instead of a reset connection.
  let nul: string | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.fieldname.includes('\0')) nul ??= label(part.fieldname);
      if (part.type === 'file') {
        if (part.filename.includes('\0')) nul ??= 'file';
        if (!FILE_FIELD.test(part.fieldname)) {
          part.file.resume();
          continue;
        }
        const data = await part.toBuffer();
        if (data.length === 0) continue;
        files.push({ filename: path.posix.basename(part.filename.replaceAll('\\', '/')).slice(-100), data });
      } else if (typeof part.value === 'string') {
        if (part.value.includes('\0')) nul ??= label(part.fieldname);
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    req.log.info({ err }, 'multipart body refused');
    throw mapped(err);
  }
  if (nul) throw invalid('nulByte', { field: nul });
  return { files, fields };
}
