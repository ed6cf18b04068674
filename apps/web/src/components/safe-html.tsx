import { useEffect, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { linkTarget } from '../lib/routes/link-target.ts';

type Sanitize = (html: string) => string;
let sanitizer: Promise<Sanitize> | undefined;

function escapeHtml(html: string): string {
  const holder = document.createElement('div');
  holder.textContent = html;
  return holder.innerHTML;
}

/** DOMPurify is loaded on first use only (it is not needed on the home route). */
function loadSanitizer(): Promise<Sanitize> {
  sanitizer ??= import('dompurify').then(({ default: purify }) => {
    // Where DOMPurify cannot work (a very old WebView) it would hand the HTML back untouched: show text instead.
    if (!purify.isSupported) return escapeHtml;
    return (html: string) =>
      purify.sanitize(html, {
        FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'],
        FORBID_ATTR: ['style'],
      });
  });
  return sanitizer;
}

/**
 * Server HTML (help content, lobby §2.13) rendered after DOMPurify. Links are intercepted (lobby §2.10): those
 * starting with http open outside the app, others navigate inside it; anything else is ignored.
 */
export function SafeHtml({ html, className, testId }: { html: string; className?: string; testId?: string }) {
  const navigate = useNavigate();
  // The sanitised form of the HTML it was made from: a new `html` shows nothing until it is sanitised too.
  const [done, setDone] = useState<{ source: string; clean: string } | null>(null);

  useEffect(() => {
    let live = true;
    void loadSanitizer().then((sanitize) => {
      if (live) setDone({ source: html, clean: sanitize(html) });
    });
    return () => {
      live = false;
    };
  }, [html]);
  const clean = done?.source === html ? done.clean : null;

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest('a');
    if (!anchor) return;
    event.preventDefault();
    const target = linkTarget(anchor.getAttribute('href'));
    if (target.kind === 'external') window.open(target.href, '_blank', 'noopener,noreferrer');
    else if (target.kind === 'internal') void navigate(target.to);
  };

  if (clean === null) return <div className={className} data-testid={testId} aria-busy="true" />;
  return (
    // The click handler only routes clicks on links inside the sanitised content (Enter on a link is a click too).
    <div
      className={className}
      data-testid={testId}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
