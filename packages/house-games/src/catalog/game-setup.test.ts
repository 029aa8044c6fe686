import { describe, expect, it } from 'vitest';
import { engineConfigById } from '../rounds/engine-config.js';
import { gameSetupFor } from './game-setup.js';

describe('gameSetupFor', () => {
  it('plays catalog slots on the slot engine at their declared RTP and line count', () => {
    for (const lines of [5, 9, 10, 15, 20, 25, 30, 40, 50, 243, 1024]) {
      const setup = gameSetupFor({
        gameType: 'RNG',
        gameCode: 'tiger_fortune',
        gameClassify: null,
        lines,
        rtpBp: 9612,
      });
      expect(setup?.engine).toBe('slots');
      const resolved = engineConfigById(setup!.configId);
      if (resolved.engine !== 'slots') throw new Error('expected a slot');
      expect(resolved.config.declaredRtpBp).toBe(9612);
      expect(resolved.config.mode === 'lines' ? resolved.config.lines.length : resolved.config.ways).toBe(
        lines,
      );
    }
    expect(
      gameSetupFor({ gameType: 'RNG', gameCode: 'jackpot', gameClassify: 'JP', lines: 25, rtpBp: 9500 })
        ?.engine,
    ).toBe('slots');
  });

  it('is deterministic and picks the theme by game code', () => {
    const a = gameSetupFor({ gameType: 'RNG', gameCode: 'gem_cascade', lines: 20, rtpBp: 9500 });
    expect(gameSetupFor({ gameType: 'RNG', gameCode: 'gem_cascade', lines: 20, rtpBp: 9500 })).toEqual(a);
    const themes = new Set(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map(
        (code) =>
          gameSetupFor({ gameType: 'RNG', gameCode: code, lines: 20, rtpBp: 9500 })!.configId.split(':')[3],
      ),
    );
    expect(themes.size).toBeGreaterThan(1);
  });

  it('defaults slots without lines or RTP to 25 lines at 96%', () => {
    expect(gameSetupFor({ gameType: 'RNG', gameCode: 'x' })?.configId).toMatch(
      /^slots:v1:video-5x3-hv:\w+:25:9600$/,
    );
  });

  it('plays LIVE, PVP and RNG table games on baccarat or dragon tiger', () => {
    expect(gameSetupFor({ gameType: 'LIVE', gameCode: 'speed_baccarat_b' })?.engine).toBe('baccarat');
    expect(gameSetupFor({ gameType: 'LIVE', gameCode: 'dragon_tiger_a' })?.engine).toBe('dragon-tiger');
    expect(gameSetupFor({ gameType: 'RNG', gameCode: 'dragon_tiger', gameClassify: 'TG' })?.engine).toBe(
      'dragon-tiger',
    );
    const engines = new Set(
      [
        'teen_patti',
        'blackjack',
        'sic_bo',
        'roulette',
        'andar_bahar',
        'bull_bull',
        'fan_tan',
        'casino_war',
      ].map((gameCode) => gameSetupFor({ gameType: 'PVP', gameCode })!.engine),
    );
    expect([...engines].sort()).toEqual(['baccarat', 'dragon-tiger']);
  });

  it('plays scratch cards, arcade (plinko) and bingo (keno) and video poker on their own games, crash-named arcade games on crash, FISH on fishing, keeping a declared RTP', () => {
    expect(gameSetupFor({ gameType: 'RNG', gameCode: 'lucky_scratch', gameClassify: 'SC' })).toEqual({
      engine: 'scratch',
      configId: 'scratch:v1:9600',
    });
    expect(gameSetupFor({ gameType: 'RNG', gameCode: 'plinko', gameClassify: 'AC', rtpBp: 9700 })).toEqual({
      engine: 'plinko',
      configId: 'plinko:v1:9700',
    });
    expect(gameSetupFor({ gameType: 'RNG', gameCode: 'bingo', gameClassify: 'BG' })).toEqual({
      engine: 'keno',
      configId: 'keno:v1:9500',
    });
    expect(
      gameSetupFor({ gameType: 'RNG', gameCode: 'tiger_crash', gameClassify: 'AC', rtpBp: 9700 }),
    ).toEqual({ engine: 'crash', configId: 'crash:v1:9700' });
    expect(gameSetupFor({ gameType: 'RNG', gameCode: 'jacks', gameClassify: 'VP', rtpBp: 9700 })).toEqual({
      engine: 'video-poker',
      configId: 'video-poker:v1:jb96',
    });
    expect(gameSetupFor({ gameType: 'FISH', gameCode: 'ocean_king', rtpBp: 9512 })).toEqual({
      engine: 'fish',
      configId: 'fish:v1:9512',
    });
  });

  it('leaves lottery, sports and other non-house games alone', () => {
    for (const gameType of ['LOTT', 'ELOTT', 'SPORTS', 'ESPORTS', 'COCKFIGHT']) {
      expect(gameSetupFor({ gameType, gameCode: 'x' })).toBeNull();
    }
  });
});
