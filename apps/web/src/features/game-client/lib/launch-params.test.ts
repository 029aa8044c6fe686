import { describe, expect, it } from 'vitest';
import { ticketFromSearch } from './launch-params';

const ticket = (query: string) => ticketFromSearch(new URLSearchParams(query));

describe('game page query', () => {
  it('opens a real session from a launch token and a demo from a ticket', () => {
    expect(ticket('provider=HOUSE&launch=abc&lang=bn&embed=1')).toEqual({ kind: 'launch', token: 'abc' });
    expect(ticket('provider=HOUSE&demo=t.1')).toEqual({ kind: 'demo', token: 't.1' });
  });

  it('has nothing to open without a ticket or for another provider', () => {
    expect(ticket('provider=HOUSE')).toBeNull();
    expect(ticket('launch=abc')).toBeNull();
    expect(ticket('provider=PG&launch=abc')).toBeNull();
    expect(ticket('provider=HOUSE&launch=')).toBeNull();
  });
});
