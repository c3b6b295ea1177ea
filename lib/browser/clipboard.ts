/** Clipboard copy with the async Clipboard API and a textarea/execCommand fallback. Never throws. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // denied or unavailable: try the legacy path below
  }
  try {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  } catch {
    return false;
  }
}

/**
 * Copies text that is still on its way (a file being fetched) from a click. Safari lets a page
 * write only in the click's own task, so the write starts at once with the text to come
 * (a ClipboardItem of a promise); elsewhere it falls back to copying once the text is there.
 */
export async function copyTextLater(text: Promise<string>): Promise<boolean> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    try {
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': text.then((t) => new Blob([t], { type: 'text/plain' })) })]);
      return true;
    } catch {
      // refused, or the text never came: try the plain way below
    }
  }
  try {
    return await copyText(await text);
  } catch {
    return false;
  }
}
