/**
 * The shop's one icon set, for the shell and the CMS blocks alike: line icons on a 24×24 grid,
 * drawn in currentColor with one stroke width, inline (no icon font, no requests). Decorative:
 * hidden from assistive technology; the control around an icon carries the name. The stroke is
 * styled once in the stylesheet (`.icon`), not written into every icon of every page: ~110 bytes
 * and five attributes less per icon, 38 icons on the home page.
 */
import type { ReactNode } from 'react';

const PATHS = {
  // Shell controls
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </>
  ),
  cart: (
    <>
      <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6" />
      <circle cx="10" cy="20.5" r="1" />
      <circle cx="17" cy="20.5" r="1" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
  phone: (
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
  ),
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  chat: <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />,
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </>
  ),
  'chevron-left': <path d="M15 5l-7 7 7 7" />,
  'chevron-right': <path d="M9 5l7 7-7 7" />,
  info: <path d="M12 3a9 9 0 100 18 9 9 0 000-18zM12 11v6M12 7.5v.5" />,
  /** Filled: rating stars. */
  star: (
    <path
      fill="currentColor"
      stroke="none"
      d="m12 2 3 6.9 7.5.7-5.7 5 1.7 7.4L12 18.3 5.5 22l1.7-7.4-5.7-5 7.5-.7z"
    />
  ),
  // Promises (USPs)
  truck: (
    <>
      <path d="M2 6h11v9H2zM13 9h4l3 3v3h-7z" />
      <circle cx="6" cy="17.5" r="1.8" />
      <circle cx="17" cy="17.5" r="1.8" />
    </>
  ),
  shield: <path d="M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6zM9 12l2 2 4-4" />,
  return: <path d="M4 10h11a5 5 0 010 10H9M4 10l4-4M4 10l4 4" />,
  support: (
    <>
      <path d="M4 13v-1a8 8 0 0116 0v1" />
      <path d="M4 13h3v5H4zM17 13h3v5h-3zM20 18c0 2-2 3-5 3h-2" />
    </>
  ),
  price: (
    <>
      <path d="M3 12l9-9h8v8l-9 9z" />
      <circle cx="16" cy="8" r="1.5" />
    </>
  ),
  stock: <path d="M3 7l9-4 9 4v10l-9 4-9-4zM3 7l9 4 9-4M12 11v10" />,
  pro: <path d="M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6L12 16.4 6.7 19.4l1.2-6L3.4 9.3l6-.7z" />,
  // Departments
  drill: <path d="M3 7h11v5H3zM14 8.5h4M18 9.5h3M6 12l-1 8h5l1-8M8 15h3" />,
  saw: <path d="M3 16L16 3l5 5-13 13zM7 12l2 2M10 9l2 2M13 6l2 2" />,
  hammer: <path d="M14 4l6 6-3 3-6-6zM11 7L4 14l6 6 7-7M4 20l3-3" />,
  garden: <path d="M12 21V11M12 11c0-4 3-7 7-7 0 4-3 7-7 7zM12 14c0-3-2-5-5-5 0 3 2 5 5 5zM6 21h12" />,
  compressor: (
    <>
      <rect x="3" y="8" width="14" height="9" rx="4" />
      <path d="M17 12h4M7 17v3M13 17v3M8 8V5h4v3" />
    </>
  ),
  welding: <path d="M4 20l7-7M11 13l3-8 5 5-8 3M15 3l1 2M20 8l-2 1M19 3l-2 2" />,
  measure: <path d="M3 16L16 3l5 5L8 21zM7 12l2 2M10 9l1.5 1.5M13 6l2 2" />,
  cleaning: <path d="M9 3h6v5H9zM8 8h8l1 13H7zM12 3V1M15 5h4" />,
  generator: (
    <>
      <rect x="3" y="6" width="18" height="12" rx="2" />
      <path d="M13 8l-3 4h4l-3 4M3 20h18" />
    </>
  ),
  workshop: <path d="M3 10h18M5 10v10M19 10v10M3 10l3-6h12l3 6M9 14h6" />,
  safety: <path d="M4 15a8 8 0 0116 0zM3 15h18v3H3zM12 7V4" />,
  construction: <path d="M3 21h18M5 21V9l7-5 7 5v12M9 21v-6h6v6" />,
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
    >
      {PATHS[name]}
    </svg>
  );
}

/** The word mark: an accent tile with a T, then the name in the header's text colour. */
export function Logo() {
  return (
    <svg width="148" height="32" viewBox="0 0 148 32" role="img" aria-hidden="true">
      <rect className="logo__mark" width="32" height="32" rx="6" />
      <path className="logo__letter" d="M9 9h14v4h-5v11h-4V13H9z" />
      <text
        x="40"
        y="23"
        fill="currentColor"
        fontFamily="inherit"
        fontSize="21"
        fontWeight="800"
        letterSpacing="-0.5"
      >
        Toolyard
      </text>
    </svg>
  );
}
