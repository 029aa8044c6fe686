import { WalletEvent } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { encodeMemberEvent, packPayloads, parseMemberEvents, type MemberEvent } from './member-event.js';

const event = (memberId: string, balance: string): MemberEvent => ({
  memberId,
  event: { type: WalletEvent.balanceChanged, balance, at: '2026-11-21T08:00:00.000Z' },
});

describe('member event payloads', () => {
  it('packs events into few payloads, each under the NOTIFY limit, and reads them all back', () => {
    const events = Array.from({ length: 300 }, (_, i) => event(String(i), `${i}.00`));
    const payloads = packPayloads(events.map(encodeMemberEvent));
    expect(payloads.length).toBeGreaterThan(1);
    expect(payloads.length).toBeLessThan(10);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    expect(payloads.flatMap(parseMemberEvents)).toEqual(events);
  });

  it('sends a single event as a one-element payload', () => {
    const single = event('7', '1.00');
    expect(packPayloads([encodeMemberEvent(single)])).toEqual([`[${encodeMemberEvent(single)}]`]);
    expect(packPayloads([])).toEqual([]);
  });

  it('drops what is malformed and keeps the rest', () => {
    expect(parseMemberEvents('not json')).toEqual([]);
    expect(parseMemberEvents('{"m":"1","e":{}}')).toEqual([]);
    const good = event('3', '2.00');
    expect(parseMemberEvents(`[{"m":1,"e":{}},${encodeMemberEvent(good)},null]`)).toEqual([good]);
  });
});
