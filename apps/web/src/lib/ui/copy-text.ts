/**
 * Copies text to the clipboard: the async Clipboard API where the page may use it (secure contexts), otherwise a
 * selected off-screen textarea and `execCommand('copy')`, which older Android WebViews still need.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (window.isSecureContext && 'clipboard' in navigator) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused or not focused: try the older way.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- the only copy path outside secure contexts
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
