/**
 * A code chunk loaded on first use (the dialogs, the toast area) cannot load offline: React.lazy would throw its
 * failed import into the error boundary, and the page, with the form the person was filling, would be replaced by
 * an error (issue 23 §2). Loaded through here, an import that fails while offline is tried again when the
 * connection returns (browsers fetch a failed module again); meanwhile the piece is simply not shown yet.
 */
export function importWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    if (navigator.onLine) throw error;
    return new Promise<T>((resolve, reject) => {
      window.addEventListener('online', () => importWhenOnline(load).then(resolve, reject), { once: true });
    });
  });
}
