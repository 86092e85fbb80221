import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { binaryFileSchema, CODE_OK, company, companyImageAnswerSchema, SEAL_RULE } from '@app/shared';
import { notFound } from '../../plugins/app-error.ts';
import { uploadedImage } from '../../plugins/image-upload.ts';
import { idSchema } from '../../plugins/paging.ts';
import { readCompanyImage, removeCompanyImage, saveCompanyImage } from './company-images.ts';

const params = z.object({ id: idSchema, kind: z.enum(['seal', 'signature']) });

/** A company's seal (公章) and signature (签名) images: upload, read, remove. */
export async function companyImageRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['companies'];

  r.post(
    '/api/companies/:id/images/:kind',
    {
      config: { permission: company.permissions.edit },
      schema: {
        tags,
        summary:
          'Uploads a company’s seal or signature (multipart field "file": a PNG or JPEG of at most 1 MB, checked by its content)',
        params,
        response: { 200: companyImageAnswerSchema },
      },
    },
    async (req) => {
      const image = await uploadedImage(req, SEAL_RULE);
      const name = await saveCompanyImage(app.db, req, req.params.id, req.params.kind, image);
      return { code: CODE_OK, data: { kind: req.params.kind, name } };
    },
  );

  r.delete(
    '/api/companies/:id/images/:kind',
    {
      config: { permission: company.permissions.edit },
      schema: {
        tags,
        summary: 'Removes a company’s seal or signature',
        params,
        response: { 200: companyImageAnswerSchema },
      },
    },
    async (req) => {
      await removeCompanyImage(app.db, req, req.params.id, req.params.kind);
      return { code: CODE_OK, data: { kind: req.params.kind, name: null } };
    },
  );

  r.get(
    '/api/companies/:id/images/:kind',
    {
      config: { permission: company.permissions.list },
      schema: {
        tags,
        summary: 'A company’s seal or signature image (404 when it has none)',
        params,
        response: { 200: binaryFileSchema },
      },
    },
    async (req, reply) => {
      const image = await readCompanyImage(app.db, req.params.id, req.params.kind);
      if (!image) throw notFound();
      return reply
        .type(image.content_type)
        .header('cache-control', 'private, no-cache')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(image.bytes);
    },
  );
}
