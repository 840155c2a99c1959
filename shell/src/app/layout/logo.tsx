/** The MENA Arena mark: a shield with a crossed-blade chevron, drawn inline (no request, no asset). */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="arena-logo-fill" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f5b301" />
          <stop offset="1" stopColor="#19c2a0" />
        </linearGradient>
      </defs>
      <path d="M16 2 28 7v9c0 7-5.2 12-12 14C9.2 28 4 23 4 16V7z" fill="url(#arena-logo-fill)" />
      <path d="m9 12 7 9 7-9-3.2 0L16 16.8 12.2 12z" fill="#0b0f1a" />
    </svg>
  );
}
