export const SERVER_BUNDLE: string;
export function bundleServer(): Promise<string>;
export function serverNodeArgs(env?: Record<string, string | undefined>): string[];
