import { checkUploadFile, UPLOAD_EXTENSIONS } from '@app/shared';
import { ApiError } from '../../../api/http.ts';
import { catalogMessage } from '../../../i18n/index.ts';

/** What the file picker offers: the allowed extensions (the check below still decides). */
export const UPLOAD_ACCEPT = UPLOAD_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/**
 * The browser's check of a file before it is sent, with the shared upload rules (name at most 64
 * characters, allowed type, not empty, at most 10 MB): the message in the interface language, or
 * null when the file may be sent. The server checks again, by content.
 */
export function uploadProblem(file: { name: string; size: number }): string | null {
  const problem = checkUploadFile(file);
  return problem ? catalogMessage(problem.key, problem.params) : null;
}

/**
 * Why an upload failed, in words: the server's reason for the file (already in the request's
 * language: wrong content, formulas, too big) or its message; `fallback` (上传失败，请检查文件) when the
 * request itself failed without one.
 */
export function uploadFailure(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const reason = error.errors.file ?? error.message;
    if (error.status === 0 || error.status >= 500 || !reason)
      return reason ? `${fallback}: ${reason}` : fallback;
    return reason;
  }
  return fallback;
}
