import { errorText } from '../api/error-text.ts';
import { create } from 'zustand';

/** Errors met in this page's life (shown by the header's error log; production only). */
export interface LoggedError {
  message: string;
  stack?: string;
  url: string;
  time: string;
}

interface ErrorLogState {
  errors: LoggedError[];
  add(error: unknown): void;
  clear(): void;
}

export const useErrorLog = create<ErrorLogState>((set) => ({
  errors: [],
  add(error) {
    const entry: LoggedError = {
      message: errorText(error),
      stack: error instanceof Error ? error.stack : undefined,
      url: window.location.href,
      time: new Date().toISOString(),
    };
    set((s) => ({ errors: [...s.errors.slice(-49), entry] }));
  },
  clear() {
    set({ errors: [] });
  },
}));

/** Collects uncaught errors and rejections (start-up). */
export function installErrorLog(): void {
  window.addEventListener('error', (event) => useErrorLog.getState().add(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => useErrorLog.getState().add(event.reason));
}

/** The error log shows only in production builds (platform-shell §2.5 defaults). */
export const ERROR_LOG_ENABLED = import.meta.env.PROD;
