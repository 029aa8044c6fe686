import type { ContractType } from '@app/contracts';
import type { Db } from '../../../db/database.js';
import {
  sendMessagesInLanguage,
  type MessageInput,
  type MessageLanguage,
} from '../../messaging/messages/messages.service.js';

/**
 * Inbox messages about contracts, written in the recipient's language from templates in English and
 * Bengali. Names are usernames; a null upline is the platform (the operator's own contracts).
 */

export type ContractNoticeKind =
  | 'offered'
  | 'accepted'
  | 'rejected'
  | 'terminationRequested'
  | 'terminationDeclined'
  | 'terminated'
  | 'endedUplineRate'
  | 'endedMoved';

export interface Notice {
  memberId: string;
  kind: ContractNoticeKind;
  type: ContractType;
  upline: string | null;
  downline: string;
  /** terminationRequested: who asked (null: the platform). */
  requester?: string | null;
}

interface Words {
  types: Record<ContractType, string>;
  platform: string;
  /** The platform as the first word of a sentence. */
  Platform: string;
  templates: Record<ContractNoticeKind, (names: Names) => MessageInput>;
}

interface Names {
  type: string;
  upline: string;
  Upline: string;
  downline: string;
  requester: string;
}

const words: Record<MessageLanguage, Words> = {
  en: {
    types: {
      dividend: 'dividend',
      daily_salary: 'daily salary',
      hourly_salary: 'hourly salary',
      realtime_salary: 'real-time salary',
    },
    platform: 'the platform',
    Platform: 'The platform',
    templates: {
      offered: (n) => ({
        title: `New ${n.type} contract offer`,
        content: `${n.Upline} offers you a ${n.type} contract. Open the agent center to accept or reject it.`,
      }),
      accepted: (n) => ({
        title: `${n.downline} accepted your ${n.type} contract`,
        content: `${n.downline} accepted the ${n.type} contract you offered.`,
      }),
      rejected: (n) => ({
        title: `${n.downline} rejected your ${n.type} contract`,
        content: `${n.downline} rejected the ${n.type} contract you offered.`,
      }),
      terminationRequested: (n) => ({
        title: `Request to end a ${n.type} contract`,
        content: `${n.requester} asks to end the ${n.type} contract between ${n.upline} and ${n.downline}. Open the agent center to confirm or decline.`,
      }),
      terminationDeclined: (n) => ({
        title: `The ${n.type} contract continues`,
        content: `The request to end the ${n.type} contract between ${n.upline} and ${n.downline} was withdrawn or declined.`,
      }),
      terminated: (n) => ({
        title: `The ${n.type} contract has ended`,
        content: `The ${n.type} contract between ${n.upline} and ${n.downline} has ended.`,
      }),
      endedUplineRate: (n) => ({
        title: `Your ${n.type} contract has ended`,
        content: `Your ${n.type} contract with ${n.upline} ended because your upline's own rate changed.`,
      }),
      endedMoved: (n) => ({
        title: `Your ${n.type} contract has ended`,
        content: `Your ${n.type} contract with ${n.upline} ended because your account was moved to another upline.`,
      }),
    },
  },
  bn: {
    types: {
      dividend: 'লভ্যাংশ',
      daily_salary: 'দৈনিক বেতন',
      hourly_salary: 'ঘণ্টাভিত্তিক বেতন',
      realtime_salary: 'রিয়েল-টাইম বেতন',
    },
    platform: 'প্ল্যাটফর্ম',
    Platform: 'প্ল্যাটফর্ম',
    templates: {
      offered: (n) => ({
        title: `নতুন ${n.type} চুক্তির প্রস্তাব`,
        content: `${n.Upline} আপনাকে একটি ${n.type} চুক্তির প্রস্তাব দিয়েছে। গ্রহণ বা প্রত্যাখ্যান করতে এজেন্ট সেন্টার খুলুন।`,
      }),
      accepted: (n) => ({
        title: `${n.downline} আপনার ${n.type} চুক্তি গ্রহণ করেছে`,
        content: `আপনার প্রস্তাবিত ${n.type} চুক্তি ${n.downline} গ্রহণ করেছে।`,
      }),
      rejected: (n) => ({
        title: `${n.downline} আপনার ${n.type} চুক্তি প্রত্যাখ্যান করেছে`,
        content: `আপনার প্রস্তাবিত ${n.type} চুক্তি ${n.downline} প্রত্যাখ্যান করেছে।`,
      }),
      terminationRequested: (n) => ({
        title: `${n.type} চুক্তি শেষ করার অনুরোধ`,
        content: `${n.requester} ${n.upline} ও ${n.downline}-এর মধ্যকার ${n.type} চুক্তি শেষ করতে চায়। নিশ্চিত বা প্রত্যাখ্যান করতে এজেন্ট সেন্টার খুলুন।`,
      }),
      terminationDeclined: (n) => ({
        title: `${n.type} চুক্তি চালু থাকছে`,
        content: `${n.upline} ও ${n.downline}-এর মধ্যকার ${n.type} চুক্তি শেষ করার অনুরোধ প্রত্যাহার বা প্রত্যাখ্যান করা হয়েছে।`,
      }),
      terminated: (n) => ({
        title: `${n.type} চুক্তি শেষ হয়েছে`,
        content: `${n.upline} ও ${n.downline}-এর মধ্যকার ${n.type} চুক্তি শেষ হয়েছে।`,
      }),
      endedUplineRate: (n) => ({
        title: `আপনার ${n.type} চুক্তি শেষ হয়েছে`,
        content: `আপনার আপলাইনের নিজের হার বদলে যাওয়ায় ${n.upline}-এর সঙ্গে আপনার ${n.type} চুক্তি শেষ হয়েছে।`,
      }),
      endedMoved: (n) => ({
        title: `আপনার ${n.type} চুক্তি শেষ হয়েছে`,
        content: `আপনার অ্যাকাউন্ট অন্য আপলাইনের অধীনে সরানো হয়েছে, তাই ${n.upline}-এর সঙ্গে আপনার ${n.type} চুক্তি শেষ হয়েছে।`,
      }),
    },
  },
};

/** One notice as its recipient reads it. */
export function composeNotice(notice: Notice, language: MessageLanguage): MessageInput {
  const w = words[language];
  return w.templates[notice.kind]({
    type: w.types[notice.type],
    upline: notice.upline ?? w.platform,
    Upline: notice.upline ?? w.Platform,
    downline: notice.downline,
    requester: notice.requester ?? w.Platform,
  });
}

/** Sends each notice to its member's inbox in the member's language. */
export function sendNotices(db: Db, notices: readonly Notice[]): Promise<void> {
  return sendMessagesInLanguage(db, notices, composeNotice);
}
