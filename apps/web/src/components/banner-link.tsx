import type { Banner } from '@app/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useGameMenus } from '../lib/game-menus';
import { isInternalPath } from '../lib/links';
import { useOpenGame, type GameEntry } from '../lib/open-game';

interface BannerLinkProps {
  banner: Banner;
  className?: string;
  children: ReactNode;
}

/**
 * What a banner click opens (its linkageType): a page of the site, an outside https page in a new
 * tab, a game (started as any game card would), or a vendor's games. Without one it is a picture.
 */
export function BannerLink({ banner, className, children }: BannerLinkProps) {
  const openGame = useOpenGame();
  const menus = useGameMenus().data;
  const { linkageType, target, title } = banner;

  if (linkageType === 'ROUTE' && target && isInternalPath(target)) {
    return (
      <Link to={target} className={className} aria-label={title}>
        {children}
      </Link>
    );
  }
  if (linkageType === 'URL' && target && /^https:\/\//i.test(target)) {
    return (
      <a href={target} className={className} target="_blank" rel="noopener noreferrer" aria-label={title}>
        {children}
      </a>
    );
  }
  let entry: GameEntry | null = null;
  if (linkageType === 'GAME' && target) {
    entry = {
      nodeId: target,
      gameName: title,
      vassalage: '',
      vendorName: '',
      gameType: 'RNG',
      gameCode: '',
      isGame: 'GAME',
    };
  } else if (linkageType === 'VENDOR' && target) {
    const category = menus?.categories.find((c) => c.vendors.some((v) => v.vassalage === target));
    const vendor = category?.vendors.find((v) => v.vassalage === target);
    if (category && vendor) {
      entry = {
        nodeId: '',
        gameName: vendor.vendorName,
        vassalage: vendor.vassalage,
        vendorName: vendor.vendorName,
        gameType: category.gameType,
        gameCode: '',
        isGame: 'VASSALAGE',
      };
    }
  }
  if (entry) {
    const game = entry;
    return (
      <button type="button" className={className} onClick={() => openGame(game)} aria-label={title}>
        {children}
      </button>
    );
  }
  return <div className={className}>{children}</div>;
}
