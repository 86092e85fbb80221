/** What a multipart file part gives: its bytes, and its stream (cut at the size limit when too large). */
interface FilePart {
  toBuffer(): Promise<Buffer>;
  file: { truncated?: boolean };
}

/**
 * A multipart file's bytes, whole. A file the plugin cut at its size limit is refused as the plugin's
 * own limit error (`FST_REQ_FILE_TOO_LARGE`, answered 413 by each route) rather than taken as a shorter
 * file: a streamed (chunked) upload can end its read before the plugin says it cut it.
 */
export async function wholeFile(part: FilePart): Promise<Buffer> {
  const bytes = await part.toBuffer();
  if (part.file.truncated)
    throw Object.assign(new Error('request file too large'), { code: 'FST_REQ_FILE_TOO_LARGE' });
  return bytes;
}
