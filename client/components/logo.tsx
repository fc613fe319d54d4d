/** The Sportkiste mark: a ball popping out of a sports crate. Same drawing as public/logo.svg. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={className}>
      <rect width="64" height="64" rx="14" fill="#0f766e" />
      <circle cx="32" cy="25" r="12" fill="#ffffff" />
      <path
        d="M20.5 21.5c4 2.2 8 2.6 11.5 2.6s7.6-.4 11.5-2.6M32 13v24M23.5 16.5c2.8 3.6 4 6.4 4 8.5s-1.2 5-4 8.5M40.5 16.5c-2.8 3.6-4 6.4-4 8.5s1.2 5 4 8.5"
        fill="none"
        stroke="#0f766e"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <path d="M10 33h44l-4 21a3 3 0 0 1-3 2.5H17a3 3 0 0 1-3-2.5z" fill="#fbbf24" />
      <path d="M10 33h44v4.5H10z" fill="#f59e0b" />
      <path d="M22 41v11M32 41v11M42 41v11" stroke="#b45309" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
