import './flags.css';

/** Small flag pictures for the language picker (lobby spec §2.17); decorative, the option text names the language. */
export function FlagUS() {
  return (
    <svg className="flag" viewBox="0 0 19 10" width="21" height="14" aria-hidden="true" focusable="false">
      <rect width="19" height="10" fill="#b22234" />
      <path d="M0 1.15h19M0 2.7h19M0 4.23h19M0 5.77h19M0 7.3h19M0 8.85h19" stroke="#fff" strokeWidth="0.77" />
      <rect width="7.6" height="5.38" fill="#3c3b6e" />
      <g fill="#fff">
        <circle cx="1.3" cy="1.1" r="0.35" />
        <circle cx="3.8" cy="1.1" r="0.35" />
        <circle cx="6.3" cy="1.1" r="0.35" />
        <circle cx="2.55" cy="2.7" r="0.35" />
        <circle cx="5.05" cy="2.7" r="0.35" />
        <circle cx="1.3" cy="4.3" r="0.35" />
        <circle cx="3.8" cy="4.3" r="0.35" />
        <circle cx="6.3" cy="4.3" r="0.35" />
      </g>
    </svg>
  );
}

export function FlagPH() {
  return (
    <svg className="flag" viewBox="0 0 30 15" width="21" height="14" aria-hidden="true" focusable="false">
      <rect width="30" height="7.5" fill="#0038a8" />
      <rect y="7.5" width="30" height="7.5" fill="#ce1126" />
      <path d="M0 0l13 7.5L0 15z" fill="#fff" />
      <circle cx="4.6" cy="7.5" r="1.9" fill="#fcd116" />
      <g fill="#fcd116">
        <circle cx="1.3" cy="2.2" r="0.7" />
        <circle cx="1.3" cy="12.8" r="0.7" />
        <circle cx="10.4" cy="7.5" r="0.7" />
      </g>
    </svg>
  );
}
