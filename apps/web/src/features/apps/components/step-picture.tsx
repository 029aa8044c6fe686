/** What each install step shows: the phone with the control to tap highlighted. */
export type StepPictureKind = 'browser' | 'share' | 'addHome' | 'homeIcon' | 'menu' | 'install';

const marks: Record<StepPictureKind, React.ReactNode> = {
  // A compass (the browser) in the middle of the screen.
  browser: (
    <g transform="translate(60 80)">
      <circle r="20" fill="none" stroke="currentColor" strokeWidth="3" />
      <path d="M-6 6 6-6 10-10-6 6-10 10z" fill="currentColor" />
    </g>
  ),
  // The Share button (box with an arrow) in the bottom toolbar.
  share: (
    <g transform="translate(60 146)">
      <rect
        x="-10"
        y="-8"
        width="20"
        height="16"
        rx="2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
      />
      <path d="M0 2V-16M-6-10l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2.5" />
    </g>
  ),
  // The "Add to Home Screen" row of the share sheet: a plus in a square.
  addHome: (
    <g transform="translate(60 100)">
      <rect x="-36" y="-12" width="72" height="24" rx="4" fill="currentColor" opacity="0.15" />
      <rect x="14" y="-8" width="16" height="16" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M22-4v8M18 0h8" stroke="currentColor" strokeWidth="2" />
      <rect x="-30" y="-3" width="36" height="6" rx="3" fill="currentColor" />
    </g>
  ),
  // The app's icon among the home-screen icons.
  homeIcon: (
    <g>
      {[40, 80].map((y) =>
        [36, 60, 84].map((x) => (
          <rect
            key={`${x}-${y}`}
            x={x - 9}
            y={y - 9}
            width="18"
            height="18"
            rx="5"
            fill="currentColor"
            opacity="0.25"
          />
        )),
      )}
      <rect x="27" y="107" width="18" height="18" rx="5" fill="#f5c04e" />
    </g>
  ),
  // The three-dot menu at the top right.
  menu: (
    <g fill="currentColor">
      <circle cx="92" cy="22" r="2.5" />
      <circle cx="92" cy="30" r="2.5" />
      <circle cx="92" cy="38" r="2.5" />
      <circle cx="92" cy="30" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
    </g>
  ),
  // The "Install app" row of the menu.
  install: (
    <g transform="translate(60 60)">
      <rect x="-36" y="-12" width="72" height="24" rx="4" fill="currentColor" opacity="0.15" />
      <path d="M-26-6v8M-30-2l4 4 4-4M-31 6h10" fill="none" stroke="currentColor" strokeWidth="2" />
      <rect x="-14" y="-3" width="42" height="6" rx="3" fill="currentColor" />
    </g>
  ),
};

/** A drawn phone showing one install step (the guide's pictures). */
export function StepPicture({ kind, label }: { kind: StepPictureKind; label: string }) {
  return (
    <svg viewBox="0 0 120 170" width="96" height="136" role="img" aria-label={label}>
      <rect x="8" y="4" width="104" height="162" rx="14" fill="none" stroke="currentColor" strokeWidth="3" />
      <rect x="44" y="10" width="32" height="5" rx="2.5" fill="currentColor" opacity="0.4" />
      {marks[kind]}
    </svg>
  );
}
