import { describe, expect, it } from 'vitest';
import { renderGameIcon, renderVendorLogo } from './catalog-art.js';

const subject = {
  nodeId: '1000001',
  name: 'Golden <Tiger> & "Friends" Deluxe',
  vendor: 'PG',
  gameType: 'RNG',
  gameCode: 'golden-tiger',
  gameClassify: null,
};

describe('generated artwork', () => {
  it('draws the same icon for the same game, and escapes the name', () => {
    const icon = renderGameIcon(subject);
    expect(renderGameIcon(subject)).toBe(icon);
    expect(icon).toContain('&lt;Tiger&gt; &amp; &quot;Friends&quot;');
    expect(icon).not.toContain('<Tiger>');
    expect(icon).toMatch(/^<svg [^>]*width="200" height="200"/);
    expect(renderGameIcon(subject, 2)).toMatch(/^<svg [^>]*width="400" height="400"/);
  });

  it('draws each house game from what it is, and two games of one kind differently', () => {
    const slotA = renderGameIcon({ ...subject, name: 'Mighty Fruits', gameCode: 'mighty-fruits' });
    const slotB = renderGameIcon({ ...subject, name: 'Jungle Reels', gameCode: 'jungle-reels-x' });
    expect(slotA).not.toBe(slotB.replace('Jungle Reels', 'Mighty Fruits'));
    const kinds = [
      { gameType: 'LIVE', gameCode: 'baccarat-1', gameClassify: null },
      { gameType: 'RNG', gameCode: 'rocket', gameClassify: 'VP' },
      { gameType: 'FISH', gameCode: 'ocean', gameClassify: null },
      { gameType: 'RNG', gameCode: 'lucky', gameClassify: 'SC' },
      { gameType: 'RNG', gameCode: 'drop', gameClassify: 'AC' },
      { gameType: 'RNG', gameCode: 'bingo', gameClassify: 'BG' },
      { gameType: 'SPORTS', gameCode: 'soccer', gameClassify: null },
    ];
    const scenes = kinds.map((kind) => renderGameIcon({ ...subject, ...kind, name: 'Same Name' }));
    expect(new Set(scenes).size).toBe(kinds.length);
  });

  it('uses no outside resources', () => {
    for (const svg of [
      renderGameIcon(subject),
      renderVendorLogo({ code: 'TCG_LOTTO_VN', name: 'Vietnam Lottery' }),
    ]) {
      expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/https?:|href=/);
    }
  });

  it('gives vendors distinct colours and shows the code', () => {
    const pg = renderVendorLogo({ code: 'PG', name: 'PG Soft' });
    const jl = renderVendorLogo({ code: 'JL', name: 'JILI' });
    expect(pg).toContain('>PG<');
    expect(pg).not.toBe(jl.replace('JL', 'PG').replace('JILI', 'PG Soft'));
  });
});
