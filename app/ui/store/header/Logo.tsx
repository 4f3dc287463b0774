/** The Sattva wordmark with a small lotus-flame mark. Text is drawn with the display face. */
export function LogoMark({ className = "" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false" className={className}>
      <path d="M16 3c3.6 4.3 4.6 8.3 3 12-.8 1.9-2 3.1-3 3.6-1-.5-2.2-1.7-3-3.6-1.6-3.7-.6-7.7 3-12Z" fill="#e09b2d" />
      <path
        d="M16 8.5c1.6 2.2 2 4.3 1.2 6.2-.3.8-.7 1.3-1.2 1.6-.5-.3-.9-.8-1.2-1.6-.8-1.9-.4-4 1.2-6.2Z"
        fill="#fdf0d5"
      />
      <path
        d="M16 28c-4.8 0-9.4-2.6-12-6.9 3.3-.6 6.5.1 9 2 1.1.8 2 1.9 3 3.2 1-1.3 1.9-2.4 3-3.2 2.5-1.9 5.7-2.6 9-2-2.6 4.3-7.2 6.9-12 6.9Z"
        fill="#5e2d57"
      />
      <path
        d="M16 26.2c-1.8-2.9-4.7-6.5-9.2-8.4 3.9-.3 7.4 1.4 9.2 4.6 1.8-3.2 5.3-4.9 9.2-4.6-4.5 1.9-7.4 5.5-9.2 8.4Z"
        fill="#9a5b0b"
        opacity=".85"
      />
    </svg>
  );
}

export function Logo() {
  return (
    <svg viewBox="0 0 132 36" width="132" height="36" aria-hidden="true" focusable="false" className="h-9 w-auto">
      <g transform="translate(0 2)">
        <path
          d="M16 3c3.6 4.3 4.6 8.3 3 12-.8 1.9-2 3.1-3 3.6-1-.5-2.2-1.7-3-3.6-1.6-3.7-.6-7.7 3-12Z"
          fill="#e09b2d"
        />
        <path
          d="M16 8.5c1.6 2.2 2 4.3 1.2 6.2-.3.8-.7 1.3-1.2 1.6-.5-.3-.9-.8-1.2-1.6-.8-1.9-.4-4 1.2-6.2Z"
          fill="#fdf0d5"
        />
        <path
          d="M16 28c-4.8 0-9.4-2.6-12-6.9 3.3-.6 6.5.1 9 2 1.1.8 2 1.9 3 3.2 1-1.3 1.9-2.4 3-3.2 2.5-1.9 5.7-2.6 9-2-2.6 4.3-7.2 6.9-12 6.9Z"
          fill="#5e2d57"
        />
      </g>
      <text
        x="38"
        y="26"
        fill="#4a2545"
        style={{ fontFamily: "var(--font-display)", fontSize: "25px", fontWeight: 500, letterSpacing: "0.02em" }}
      >
        Sattva
      </text>
    </svg>
  );
}
