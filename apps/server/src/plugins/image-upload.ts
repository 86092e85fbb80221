import type { FastifyRequest } from 'fastify';
import { checkImageFile, sniffImageType, type ImageRule } from '@app/shared';
import { AppError, fieldError } from './app-error.ts';
import { wholeFile } from './upload-bytes.ts';

/** An uploaded image: its bytes and the type they are (never the one the browser declared). */
export interface UploadedImage {
  bytes: Buffer;
  type: string;
  ext: string;
}

/**
 * The image of a multipart upload (field "file"), read whole within the rule's size (413 over it) and
 * checked by its content: the declared type is a first filter, the bytes decide (HTML sent as image/png
 * is refused). Nothing is written before this answers; a malformed multipart body is a 400. The avatar
 * (`/sys-user/upload-portrait`) and the company's seal and signature use it, each with its rule.
 */
export async function uploadedImage(req: FastifyRequest, rule: ImageRule): Promise<UploadedImage> {
  if (!req.isMultipart()) throw fieldError('file', rule.typeKey);
  let bytes: Buffer;
  try {
    const file = await req.file({ limits: { fileSize: rule.maxBytes, files: 1 } });
    if (!file) throw fieldError('file', rule.typeKey);
    if (checkImageFile(rule, { type: file.mimetype })) {
      file.file.resume();
      throw fieldError('file', rule.typeKey);
    }
    bytes = await wholeFile(file);
  } catch (e) {
    if (e instanceof AppError) throw e;
    if ((e as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, rule.sizeKey, { max: rule.max });
    throw new AppError(400, 'error.bad_request');
  }
  if (bytes.length === 0) throw fieldError('file', 'upload.empty_file');
  const type = sniffImageType(bytes);
  const ext = type ? rule.types[type] : undefined;
  if (!type || !ext) throw fieldError('file', rule.typeKey);
  return { bytes, type, ext };
}
