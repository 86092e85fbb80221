import type { FastifyRequest } from 'fastify';
import { AppError, fieldError } from '../../plugins/app-error.ts';
import { MAX_RECEIPT_BYTES } from './receipt-errors.ts';
import { wholeFile } from '../../plugins/upload-bytes.ts';

export { MAX_RECEIPT_BYTES };

export const XML_TYPES = ['application/xml', 'text/xml'];

/** The uploaded receipt: a multipart file (field "file"), or the raw XML body. */
export async function uploadedReceipt(req: FastifyRequest): Promise<{ content: Buffer; fileName?: string }> {
  if (req.isMultipart()) {
    const file = await req.file({ limits: { fileSize: MAX_RECEIPT_BYTES, files: 1 } });
    if (!file) throw fieldError('file', 'upload.empty_file');
    const content = await wholeFile(file).catch((e: unknown) => {
      if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw new AppError(413, 'error.body_too_large', { limit: '1 MB' });
      throw e;
    });
    return { content, fileName: file.filename };
  }
  if (Buffer.isBuffer(req.body)) {
    const name = req.headers['x-file-name'];
    return { content: req.body, ...(typeof name === 'string' && name ? { fileName: name } : {}) };
  }
  throw fieldError('file', 'receipts.no_file');
}
