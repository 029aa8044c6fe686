import { avatarIds } from '@app/contracts';

/** The shipped avatars, drawn here so the platform needs no image files: a coloured badge with a simple figure. */
export function renderAvatarSvg(id: string): string | null {
  const index = (avatarIds as readonly string[]).indexOf(id);
  if (index < 0) return null;
  const hue = (index * 137) % 360;
  const accessory = [
    '<path d="M38 40 Q64 18 90 40" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round"/>',
    '<circle cx="64" cy="30" r="7" fill="#fff"/>',
    '<rect x="44" y="34" width="40" height="8" rx="4" fill="#fff"/>',
  ][index % 3];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
<circle cx="64" cy="64" r="64" fill="hsl(${hue},60%,45%)"/>
<circle cx="64" cy="56" r="22" fill="hsl(${hue},70%,88%)"/>
<path d="M24 112 Q64 70 104 112 Z" fill="hsl(${hue},70%,88%)"/>
${accessory}
</svg>`;
}
