import type { SocialProvider } from '@h5/contract/endpoints/social.ts';

/** Brand colours of the three providers, for their icons (accounts spec §2: the social icons). */
const COLOURS: Readonly<Record<SocialProvider, string>> = {
  google: '#4285f4',
  facebook: '#1877f2',
  telegram: '#229ed9',
};

/** A small round mark per provider, drawn here (no third-party image is loaded); decorative, the label names it. */
export function SocialIcon({ provider }: { provider: SocialProvider }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      className="social__icon"
    >
      <circle cx="12" cy="12" r="12" fill={COLOURS[provider]} />
      {provider === 'telegram' ? (
        <path
          d="M5.5 11.6l11.2-4.4c.5-.2 1 .1.8.9l-1.9 9c-.1.6-.5.8-1 .5l-2.9-2.1-1.4 1.3c-.2.2-.3.3-.6.3l.2-2.9 5.3-4.8c.2-.2 0-.3-.3-.1l-6.6 4.1-2.8-.9c-.6-.2-.6-.6.1-.9z"
          fill="#fff"
        />
      ) : (
        <text
          x="12"
          y="17"
          textAnchor="middle"
          fontSize="14"
          fontWeight="700"
          fontFamily="Arial, sans-serif"
          fill="#fff"
        >
          {provider === 'google' ? 'G' : 'f'}
        </text>
      )}
    </svg>
  );
}
