/** The default logo, drawn for the light or the dark theme. */
export function DefaultLogo({ dark, title }: { dark: boolean; title: string }) {
  const ink = dark ? '#e6edf3' : '#0d1117';
  return (
    <svg width="104" height="28" viewBox="0 0 104 28" role="img" aria-label={title}>
      <rect x="0" y="2" width="24" height="24" rx="6" fill="#1f6feb" />
      <circle cx="12" cy="14" r="5.5" fill="none" stroke="#fff" strokeWidth="2.5" />
      <circle cx="12" cy="14" r="2" fill="#fff" />
      <text x="32" y="20" fontFamily="inherit" fontSize="17" fontWeight="600" fill={ink}>
        Vigil
      </text>
    </svg>
  );
}
