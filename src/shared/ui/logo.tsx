/**
 * The default logo: the mark in the brand colour (the deployment's, else the product's blue) and
 * the product title from the boot data, cut with an ellipsis when long.
 */
export function DefaultLogo({ dark, title }: { dark: boolean; title: string }) {
  return (
    <span role="img" aria-label={title} style={{ display: 'inline-flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden style={{ flex: 'none' }}>
        <rect x="0" y="0" width="24" height="24" rx="6" style={{ fill: 'var(--vigil-color-primary)' }} />
        <circle cx="12" cy="12" r="5.5" fill="none" stroke="#fff" strokeWidth="2.5" />
        <circle cx="12" cy="12" r="2" fill="#fff" />
      </svg>
      <span
        aria-hidden
        style={{
          color: dark ? '#e6edf3' : '#0d1117',
          fontSize: 17,
          fontWeight: 600,
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          maxWidth: 240,
        }}
      >
        {title}
      </span>
    </span>
  );
}
