import { describe, expect, it, vi } from 'vitest';
import { interceptPopupLink } from '../popup-html.ts';

// DOMPurify itself is exercised in Chromium (e2e/tests/home.spec.ts "sanitises popup HTML"): happy-dom's parser
// differs from browsers enough that DOMPurify's output there proves nothing.

function clickOn(html: string, selector: string) {
  const div = document.createElement('div');
  div.innerHTML = html;
  const target = div.querySelector(selector);
  const preventDefault = vi.fn();
  return { event: { target, preventDefault }, preventDefault };
}

describe('interceptPopupLink', () => {
  it('navigates inside the app for a path, from a click on an element inside the link', () => {
    const { event, preventDefault } = clickOn('<p><a href="/m/register"><b>Join</b></a></p>', 'b');
    const navigate = vi.fn();
    expect(interceptPopupLink(event, navigate)).toBe(true);
    expect(preventDefault).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/m/register');
  });

  it('opens http links outside with noopener', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { event, preventDefault } = clickOn('<a href="https://example.com/terms">Terms</a>', 'a');
    const navigate = vi.fn();
    expect(interceptPopupLink(event, navigate)).toBe(true);
    expect(preventDefault).toHaveBeenCalled();
    expect(open).toHaveBeenCalledWith('https://example.com/terms', '_blank', 'noopener,noreferrer');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves clicks outside links, and in-page anchors, alone', () => {
    const navigate = vi.fn();
    const text = clickOn('<p>Plain <a href="#top">top</a></p>', 'p');
    expect(interceptPopupLink(text.event, navigate)).toBe(false);
    expect(text.preventDefault).not.toHaveBeenCalled();
    const anchor = clickOn('<p>Plain <a href="#top">top</a></p>', 'a');
    expect(interceptPopupLink(anchor.event, navigate)).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
});
