import type { SVGProps } from 'react';

/** Line icons drawn on a 24×24 grid with the current text colour. Decorative: always aria-hidden. */
const paths = {
  home: 'M3 11.5 12 4l9 7.5M5.5 9.5V20h5v-6h3v6h5V9.5',
  gift: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-1.5-3-5-3.5-5-1.5S10 7 12 7c2 0 5 .5 5-1.5S13.5 4 12 7',
  live: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 4.5a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9ZM12 3v4.5M12 16.5V21M3 12h4.5M16.5 12H21',
  slots: 'M4 6h14v14H4zM18 9h2v-4M7 10h2.5l-2 6M11 10h2.5l-2 6M15 10h0M4 6l2-3h10l2 3',
  fish: 'M3 12c3-5 9-6 13-2l5-3v10l-5-3c-4 4-10 3-13-2ZM8.5 11h.01',
  cards:
    'M8 3h9a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1ZM7 6 4.2 7a1 1 0 0 0-.6 1.3l3.9 11a1 1 0 0 0 1.3.6L12 19M12.5 7.5l1.5 3-1.5 3-1.5-3z',
  sports:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 5 3.8 2.8-1.5 4.4H9.7l-1.5-4.4ZM12 3v5M15.8 10.8l4.6-1.5M14.3 15.2l2.8 4M9.7 15.2l-2.8 4M8.2 10.8 3.6 9.3',
  esports:
    'M7 8h10a4 4 0 0 1 4 4v3a3 3 0 0 1-5.4 1.8L14 15h-4l-1.6 1.8A3 3 0 0 1 3 15v-3a4 4 0 0 1 4-4ZM8 10.5v3M6.5 12h3M15.5 11.5h.01M17.5 13h.01',
  lottery: 'M4 7h16v3a2 2 0 0 0 0 4v3H4v-3a2 2 0 0 0 0-4zM9 7v10',
  cockfight:
    'M6 20c0-6 2-9 6-10-1-3 1-6 4-6l1 2 2 .5-1.5 1.5c1 4-1 7-3 8l1 4M9 20h6M5 12c-2-1-2-4 0-5 1 2 3 3 5 3',
  deposit: 'M3 7h18v12H3zM3 11h18M12 3v6M9.5 6.5 12 9l2.5-2.5',
  withdraw: 'M3 7h18v12H3zM3 11h18M12 9V3M9.5 5.5 12 3l2.5 2.5',
  rebate:
    'M5 19 19 5M7.5 9a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3ZM16.5 18a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z',
  member: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM4 21c0-4 3.6-6 8-6s8 2 8 6',
  invite: 'M10 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM2 21c0-4 3.6-6 8-6 1.5 0 2.9.2 4 .7M19 14v6M16 17h6',
  reward: 'M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8 20h8M10 17h4',
  vip: 'M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5zM5 19h14',
  record: 'M6 3h12v18H6zM9 8h6M9 12h6M9 16h4',
  receipt: 'M5 3h14v18l-3-2-2 2-2-2-2 2-2-2-3 2zM9 8h6M9 12h6',
  account:
    'M3 5h18v14H3zM9 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM5.5 16c.5-1.8 1.8-2.5 3.5-2.5s3 .7 3.5 2.5M15 9h3M15 13h3',
  profit: 'M4 20V4M4 20h16M7 15l4-4 3 3 5-6M15 8h4v4',
  message: 'M3 6h18v12H3zM3 6l9 7 9-7',
  support: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zM17 14h3v5h-3zM20 19a3 3 0 0 1-3 3h-3',
  apple:
    'M15.5 3c.2 1.4-.9 3-2.4 3.1-.2-1.4 1-2.9 2.4-3.1ZM17.8 12.5c0-2 1.6-2.9 1.7-3-1-1.4-2.4-1.6-2.9-1.6-1.2-.1-2.4.7-3 .7s-1.6-.7-2.6-.7c-1.3 0-2.6.8-3.3 2-1.4 2.4-.4 6 1 8 .6 1 1.4 2 2.4 2s1.3-.6 2.5-.6 1.5.6 2.5.6 1.7-1 2.3-2c.7-1 1-2 1-2.1 0 0-1.6-.6-1.6-2.8Z',
  android:
    'M6 10h12v7a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1zM6 9a6 6 0 0 1 12 0zM8 4l1.5 2M16 4l-1.5 2M9.5 7h.01M14.5 7h.01M4 11v4M20 11v4M9.5 18v3M14.5 18v3',
  globe:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18ZM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9Z',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6 6 18',
  sun: 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8ZM12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  moon: 'M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z',
  help: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18ZM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17h.01',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18ZM12 7v5l3 2',
  tools:
    'M14.5 6.5a4 4 0 0 0 5 5L13 18a2.1 2.1 0 0 1-3-3l6.5-6.5M14.5 6.5 17 4l3 3-2.5 2.5M4 20l5-5M3 4l4 1 1 4-3 1-2-3z',
  shield: 'M12 3 4 6v6c0 4.5 3.4 8 8 9 4.6-1 8-4.5 8-9V6zM9 12l2 2 4-4',
  blocked: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18ZM5.6 5.6l12.8 12.8',
  star: 'm12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z',
  history: 'M4 12a8 8 0 1 0 2.3-5.7M4 4v3h3M12 8v4l3 2',
  coins:
    'M9 5c3.3 0 6 1.1 6 2.5S12.3 10 9 10 3 8.9 3 7.5 5.7 5 9 5ZM3 7.5v4C3 12.9 5.7 14 9 14s6-1.1 6-2.5v-4M3 11.5v4C3 16.9 5.7 18 9 18c1 0 2-.1 2.8-.3M15 12c3.3 0 6 1.1 6 2.5S18.3 17 15 17s-6-1.1-6-2.5M9 14.5v4C9 19.9 11.7 21 15 21s6-1.1 6-2.5v-4',
  eye: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12ZM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z',
  eyeOff:
    'M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.2 4M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a10 10 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2',
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h11',
  refresh: 'M20 11a8 8 0 0 0-14.5-4.5L4 8M4 4v4h4M4 13a8 8 0 0 0 14.5 4.5L20 16M20 20v-4h-4',
  image: 'M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15.5 9.5h.01',
  play: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18ZM10 8.5v7l5.5-3.5z',
  chevronDown: 'M6 9l6 6 6-6',
  team: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7ZM2.5 20c0-3.5 2.9-5.5 6.5-5.5s6.5 2 6.5 5.5M16 4.3a3.5 3.5 0 0 1 0 6.4M18 14.7c2 .7 3.5 2.4 3.5 5.3',
  megaphone: 'M3 10v4h3l6 4V6L6 10zM16 8.5a5 5 0 0 1 0 7M19 6a9 9 0 0 1 0 12',
  heart:
    'M12 20s-7.5-4.6-9.2-9.3C1.6 7.3 3.9 4 7.2 4c2 0 3.5 1.1 4.8 2.8C13.3 5.1 14.8 4 16.8 4c3.3 0 5.6 3.3 4.4 6.7C19.5 15.4 12 20 12 20Z',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14ZM20 20l-4-4',
  chevronLeft: 'M15 6l-6 6 6 6',
  chevronRight: 'M9 6l6 6-6 6',
  pause: 'M8 5v14M16 5v14',
  trash: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6',
  trophy: 'M8 4h8v6a4 4 0 0 1-8 0zM8 6H4a4 4 0 0 0 4 4M16 6h4a4 4 0 0 1-4 4M12 14v4M8 21h8M9 18h6',
} as const;

export type IconName = keyof typeof paths;

export function Icon({
  name,
  size = 20,
  ...rest
}: { name: IconName; size?: number } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      <path d={paths[name]} />
    </svg>
  );
}

/** The icon of each game category in menus and tiles. */
export const categoryIcon: Partial<Record<string, IconName>> = {
  LIVE: 'live',
  RNG: 'slots',
  FISH: 'fish',
  PVP: 'cards',
  SPORTS: 'sports',
  ESPORTS: 'esports',
  LOTT: 'lottery',
  ELOTT: 'lottery',
  COCKFIGHT: 'cockfight',
  MXWIN: 'coins',
  HOME: 'home',
  PROMOTIONS: 'gift',
  HOT: 'star',
  FAV: 'heart',
  RECENT: 'history',
};
