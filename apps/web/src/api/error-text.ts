/** The message of a failed call or a thrown value, for a toast or an error line. */
export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));
