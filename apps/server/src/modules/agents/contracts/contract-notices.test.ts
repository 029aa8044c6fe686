import { describe, expect, it } from 'vitest';
import { composeNotice, type ContractNoticeKind, type Notice } from './contract-notices.js';

const kinds: ContractNoticeKind[] = [
  'offered',
  'accepted',
  'rejected',
  'terminationRequested',
  'terminationDeclined',
  'terminated',
  'endedUplineRate',
  'endedMoved',
];

const notice = (kind: ContractNoticeKind, upline: string | null): Notice => ({
  memberId: '1',
  kind,
  type: 'hourly_salary',
  upline,
  downline: 'sub01',
  requester: upline,
});

describe('contract notices', () => {
  it.each(kinds)('writes %s in English and in Bengali, naming the parties and the type', (kind) => {
    const english = composeNotice(notice(kind, 'boss01'), 'en');
    const bengali = composeNotice(notice(kind, 'boss01'), 'bn');
    expect(`${english.title} ${english.content}`).toContain('hourly salary');
    expect(`${bengali.title} ${bengali.content}`).toContain('ঘণ্টাভিত্তিক বেতন');
    expect(`${bengali.title} ${bengali.content}`).not.toMatch(/hourly|salary|contract|platform/i);
    for (const text of [english.content, bengali.content])
      expect(text.includes('boss01') || text.includes('sub01')).toBe(true);
  });

  it('names the platform when the operator is the upline', () => {
    expect(composeNotice(notice('offered', null), 'en').content).toMatch(/^The platform offers you/);
    expect(composeNotice(notice('offered', null), 'bn').content).toMatch(/^প্ল্যাটফর্ম আপনাকে/);
    expect(composeNotice(notice('terminationRequested', null), 'en').content).toContain(
      'The platform asks to end the hourly salary contract between the platform and sub01',
    );
  });
});
