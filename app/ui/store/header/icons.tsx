/** Line icons of the chrome (decorative: the controls carry their own accessible names). */
const base = {
  width: 24,
  height: 24,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.6,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  "aria-hidden": true,
  focusable: false,
} as const;

export const MenuIcon = ({ className = "" }: { className?: string }) => (
  <svg {...base} className={className}>
    <path d="M4 7h16M4 12h16M4 17h10" />
  </svg>
);
export const CloseIcon = ({ className = "" }: { className?: string }) => (
  <svg {...base} className={className}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);
export const UserIcon = ({ className = "" }: { className?: string }) => (
  <svg {...base} className={className}>
    <circle cx="12" cy="8.5" r="3.8" />
    <path d="M4.5 20c1.2-3.7 4-5.5 7.5-5.5s6.3 1.8 7.5 5.5" />
  </svg>
);
export const ChevronDown = ({ className = "" }: { className?: string }) => (
  <svg {...base} width={16} height={16} className={className}>
    <path d="M6 9l6 6 6-6" />
  </svg>
);
export const ArrowUp = ({ className = "" }: { className?: string }) => (
  <svg {...base} className={className}>
    <path d="M12 19V5M6 11l6-6 6 6" />
  </svg>
);
