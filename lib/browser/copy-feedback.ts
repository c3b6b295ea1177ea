/** How long a copy button shows its check or red cross before it reverts. */
export const COPY_FEEDBACK_MS = 2000;

/**
 * Shows how a copy went on a plain-markup copy button: a check or a red cross for 2 s, its name
 * while it says so, and the shell's polite live region (#copy-status) told the same (on success,
 * what data-copy-done on the button or around it says).
 */
export function showCopyResult(button: HTMLElement, ok: boolean): void {
  // The button's own name, kept while it says "Copied" (a second click must not keep that).
  const label = (button.dataset.label ??= button.getAttribute('aria-label') ?? 'Copy');
  button.classList.remove('copy-idle', 'copy-ok', 'copy-fail');
  button.classList.add(ok ? 'copy-ok' : 'copy-fail');
  button.setAttribute('aria-label', ok ? 'Copied' : 'Copy failed');
  const live = document.getElementById('copy-status');
  // (A list of copy buttons says what they copy once, on an element around them.)
  const done = button.closest<HTMLElement>('[data-copy-done]')?.dataset.copyDone;
  if (live) live.textContent = ok ? (done ?? 'Copied to the clipboard') : 'Copy failed';
  clearTimeout(Number(button.dataset.timer));
  button.dataset.timer = String(
    window.setTimeout(() => {
      button.classList.remove('copy-ok', 'copy-fail');
      button.classList.add('copy-idle');
      button.setAttribute('aria-label', label);
    }, COPY_FEEDBACK_MS),
  );
}
