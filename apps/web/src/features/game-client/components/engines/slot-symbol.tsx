import { slotSymbolView, symbolDataUrl, type SlotConfig } from '@app/house-games';

const urls = new Map<string, string>();

/** The data: URL of a theme's symbol drawing, built once per symbol. */
function symbolUrl(theme: string, role: Parameters<typeof symbolDataUrl>[1]): string {
  const key = `${theme}:${role}`;
  let url = urls.get(key);
  if (!url) {
    url = symbolDataUrl(theme, role);
    urls.set(key, url);
  }
  return url;
}

/** A slot symbol drawn by the site from the game's theme. `label` names it; omit it when decorative. */
export function SlotSymbol({
  config,
  symbolId,
  label,
  className,
}: {
  config: SlotConfig;
  symbolId: number;
  label?: string;
  className?: string;
}) {
  const view = slotSymbolView(config, symbolId);
  return (
    <img
      className={className}
      src={symbolUrl(config.theme, view.role)}
      alt={label ?? ''}
      aria-hidden={label ? undefined : true}
      draggable={false}
      width={100}
      height={100}
    />
  );
}
