import { useEffect, useId, useRef } from 'react';

export interface ConfirmRequest {
  title: string;
  content: string;
  okText: string;
  cancelText: string;
  onOk(): void;
  onCancel(): void;
}

/**
 * A modal confirmation (the sign-in page's "already signed in elsewhere" and user-info questions), on
 * the browser's own <dialog>: focus held inside, Escape cancels, the confirming button focused first.
 */
export function ConfirmDialog({ request }: { request: ConfirmRequest | null }) {
  const ref = useRef<HTMLDialogElement>(null);
  const okRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const contentId = useId();
  // the answer is given once: the dialog closes before the handler runs
  const answered = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (request && !dialog.open) {
      answered.current = false;
      dialog.showModal();
      okRef.current?.focus();
    } else if (!request && dialog.open) dialog.close();
  }, [request]);

  const answer = (ok: boolean) => {
    if (!request || answered.current) return;
    answered.current = true;
    ref.current?.close();
    if (ok) request.onOk();
    else request.onCancel();
  };

  return (
    <dialog
      ref={ref}
      className="login-confirm"
      aria-labelledby={titleId}
      aria-describedby={contentId}
      onCancel={(event) => {
        event.preventDefault();
        answer(false);
      }}
    >
      {request && (
        <>
          <h2 className="login-confirm-title" id={titleId}>
            {request.title}
          </h2>
          <p className="login-confirm-content" id={contentId}>
            {request.content}
          </p>
          <div className="login-confirm-actions">
            <button type="button" className="login-button" onClick={() => answer(false)}>
              {request.cancelText}
            </button>
            <button
              ref={okRef}
              type="button"
              className="login-button is-primary"
              onClick={() => answer(true)}
            >
              {request.okText}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
