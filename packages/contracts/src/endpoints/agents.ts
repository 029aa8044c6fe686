import { defineEndpoint } from '../endpoint.js';
import { lazy } from './lazy.js';

// The agent center (see agent-center.ts): every figure covers the caller's own subtree.

const scoped =
  "Every figure covers the caller's own subtree. Periods: `preset`, or `from`/`to` local days in the agent's time zone (at most 92 days; default today).";

export const getAgentInfoEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/AGC_agentInfo',
  access: 'agent',
  errors: [401, 403],
  tag: 'agent center',
  schemas: lazy((s) => ({
    summary:
      'The agent: time zone and GMT offset for the header clock, referral link, team size, allowed downline types (token)',
    response: s.agentInfoSchema,
  })),
});

export const getTeamOverviewEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/AGC_teamOverview',
  access: 'agent',
  errors: [400, 401, 403],
  tag: 'agent center',
  schemas: lazy((s) => ({
    summary:
      'agentTeamOverview: team size, new and active members, deposits, withdrawals, valid bet, P&L (token)',
    description: scoped,
    query: s.periodQuerySchema,
    response: s.teamOverviewSchema,
  })),
});

export const registerDownlineEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/AGC_registerDownline',
  access: 'agent',
  errors: [400, 401, 403],
  tag: 'agent center',
  body: 'encrypted',
  schemas: lazy((s) => ({
    summary: 'registerCenter: open a member or agent account directly below me (token, enc)',
    description:
      "Username and password follow the registration rules (400 names the field: reg_pattern_N, username_taken, inconsistent_twice). Without a password the account gets the default password and must change it at first login. Agent types of my tier or lower only (1 > 2 > 41 > 42), else 400 'downline_type_not_allowed'.",
    body: s.registerDownlineSchema,
    response: s.registeredDownlineSchema,
  })),
});

export const freezeDownlineEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/AGC_freezeDownline',
  access: 'agent',
  errors: [400, 401, 403, 404],
  tag: 'agent center',
  schemas: lazy((s) => ({
    summary:
      'Freezes or unfreezes an agent of my team (or its whole branch): no agent-center sign-in while frozen',
    description:
      "Only agent accounts below me (404 otherwise; 400 'downline_not_agent' for a member). An unfreeze lifts only freezes I made: an account the operator froze stays frozen (400 'downline_frozen_by_operator'). Audited.",
    body: s.freezeDownlineSchema,
    response: s.freezeDownlineResultSchema,
  })),
});

export const getDownlinesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/AGC_downlines',
  access: 'agent',
  errors: [400, 401, 403],
  tag: 'agent center',
  schemas: lazy((s) => ({
    summary:
      'downlineManagmentView: my downlines, direct or all levels, with balance, status, last login, team size (token)',
    description: scoped,
    query: s.downlinesQuerySchema,
    response: s.agentDownlinePageSchema,
  })),
});

export const getTeamBetsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/AGC_teamBets',
  access: 'agent',
  errors: [400, 401, 403],
  tag: 'agent center',
  schemas: lazy((s) => ({
    summary: 'Team betting: rounds of my subtree placed in the period, newest first, with totals (token)',
    description: `${scoped} A username outside my subtree finds nothing.`,
    query: s.teamBetsQuerySchema,
    response: s.teamBetsPageSchema,
  })),
});

export const getUserLossEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/AGC_userLoss',
  access: 'agent',
  errors: [400, 401, 403],
  tag: 'agent center',
  schemas: lazy((s) => ({
    summary: 'User loss: each downline member with settled rounds in the period, biggest loss first (token)',
    description: scoped,
    query: s.userLossQuerySchema,
    response: s.userLossPageSchema,
  })),
});

export const getRevenueReportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/AGC_revenueReport',
  access: 'agent',
  errors: [400, 401, 403],
  tag: 'agent center',
  schemas: lazy((s) => ({
    summary:
      'palStatementsAgentCopy / agentRevenueReport: per day stake, valid bet, win, P&L, deposits, withdrawals, my income (token)',
    description: scoped,
    query: s.periodQuerySchema,
    response: s.revenueReportSchema,
  })),
});

export const getDownlineTransactionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/AGC_downlineTransactions',
  access: 'agent',
  errors: [400, 401, 403],
  tag: 'agent center',
  schemas: lazy((s) => ({
    summary: "agentDownlineTransactionDetailsCopy: movements of my downlines' balances (token)",
    description: `${scoped} A username outside my subtree finds nothing.`,
    query: s.downlineTransactionsQuerySchema,
    response: s.downlineTransactionPageSchema,
  })),
});

export const getAgentAnnouncementsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/AGC_announcements',
  access: 'agent',
  errors: [400, 401, 403],
  tag: 'agent center',
  schemas: lazy((s) => ({
    summary:
      "agentAnnouncement: notices published for agents (type PL, platform 'AGENT'), 9 per page (token)",
    query: s.agentAnnouncementQuerySchema,
    response: s.agentAnnouncementPageSchema,
  })),
});

// Contracts between an upline and its direct downline agents, their payouts, and the operator's offers
// to top-level agents.

const contractActionNotes =
  "Actions: offer (upline to a direct downline agent; rates at most my own active contract's, dividend period equal to mine; a new offer replaces my pending one), accept / reject (the downline), cancel (the upline, while pending), requestTermination (either side), confirmTermination / declineTermination (the other side; the requester may withdraw with declineTermination). Accepting lower rates than I gave below, or ending a contract whose downline gave contracts of the type, first answers confirmationRequired with the contracts that would end: repeat with confirm: true. A contract I am not a side of answers 404 like an unknown one; an action its state does not allow, 409.";

export const processDividendContractEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCS2_processDividendReq',
  access: 'agent',
  errors: [400, 401, 403, 404, 409],
  tag: 'agent contracts',
  schemas: lazy((s) => ({
    summary: 'Dividend contract actions (token; agents)',
    description: contractActionNotes,
    body: s.dividendActionSchema,
    response: s.contractActionResultSchema,
  })),
});

export const processDailySalaryContractEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCS2_processDailySalContract',
  access: 'agent',
  errors: [400, 401, 403, 404, 409],
  tag: 'agent contracts',
  schemas: lazy((s) => ({
    summary: 'Daily salary contract actions (token; agents)',
    description: contractActionNotes,
    body: s.dailySalaryActionSchema,
    response: s.contractActionResultSchema,
  })),
});

export const processHourlySalaryContractEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCS2_processContractHourSalary',
  access: 'agent',
  errors: [400, 401, 403, 404, 409],
  tag: 'agent contracts',
  schemas: lazy((s) => ({
    summary: 'Hourly salary contract actions (token; agents)',
    description: contractActionNotes,
    body: s.hourlySalaryActionSchema,
    response: s.contractActionResultSchema,
  })),
});

export const processRealtimeSalaryContractEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/MCSFE_processRealTimeSalaryContract',
  access: 'agent',
  errors: [400, 401, 403, 404, 409],
  tag: 'agent contracts',
  schemas: lazy((s) => ({
    summary: 'Real-time salary contract actions (token; agents)',
    description: contractActionNotes,
    body: s.realtimeSalaryActionSchema,
    response: s.contractActionResultSchema,
  })),
});

/** The action endpoint of each contract type (keys: ContractType). */
export const contractActionEndpoints = {
  dividend: processDividendContractEndpoint,
  daily_salary: processDailySalaryContractEndpoint,
  hourly_salary: processHourlySalaryContractEndpoint,
  realtime_salary: processRealtimeSalaryContractEndpoint,
} as const;

export const getConsolidatedContractEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCS2_consolidatedContractInfo',
  access: 'account',
  errors: [401, 403],
  tag: 'agent contracts',
  schemas: lazy((s) => ({
    summary:
      'Consolidated contract info for the contract modal: offers and termination requests waiting for me (token; real accounts)',
    response: s.consolidatedContractSchema,
  })),
});

export const getContractsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/AGC_contracts',
  access: 'agent',
  errors: [400, 401, 403],
  tag: 'agent contracts',
  schemas: lazy((s) => ({
    summary:
      'My contracts as upline and as downline, newest first, with the actions I can take (token; agents)',
    query: s.contractsQuerySchema,
    response: s.contractPageSchema,
  })),
});

export const getContractOptionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/AGC_contractOptions',
  access: 'agent',
  errors: [401, 403],
  tag: 'agent contracts',
  schemas: lazy((s) => ({
    summary:
      'What I can offer: my own active contract per type (the caps) and my direct downline agents (token; agents)',
    response: s.contractOptionsSchema,
  })),
});

export const getPayoutRecordsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/AGC_payoutRecords',
  access: 'agent',
  errors: [400, 401, 403],
  tag: 'agent contracts',
  schemas: lazy((s) => ({
    summary:
      'agentDividendRecordCopy2 / agentDailyWages2 / agentHourSalary / agentRealtimeSalary: my settled periods with basis, rate and amount (token; agents)',
    description: "Payouts whose period ended within the report period (local days of the agent's time zone).",
    query: s.payoutRecordsQuerySchema,
    response: s.payoutPageSchema,
  })),
});

export const getMyIncomeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/AGC_myIncome',
  access: 'agent',
  errors: [400, 401, 403],
  tag: 'agent contracts',
  schemas: lazy((s) => ({
    summary: 'My income: salary and dividend paid to me in the period, with totals per type (token; agents)',
    query: s.myIncomeQuerySchema,
    response: s.myIncomeSchema,
  })),
});

export const listOperatorContractsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/operator/contracts',
  access: 'operator:agents',
  errors: [401, 403],
  tag: 'operator',
  schemas: lazy((s) => ({
    summary: 'Contracts the operator offered to top-level agents, newest first (staff: agents)',
    response: s.operatorContractListSchema,
  })),
});

export const offerOperatorContractEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/operator/contracts',
  access: 'operator:agents',
  errors: [400, 401, 403, 404, 409],
  tag: 'operator',
  schemas: lazy((s) => ({
    summary: 'Offer a contract to a top-level agent (an agent with no agent above it) (staff: agents)',
    description:
      "An unknown, inactive or non-agent username answers 404; an agent with an upline agent 400 'contract_top_agent_only'; a rate above the agent policy's cap 400 'agent_rate_over_cap'; a 100% salary rate 409 'approval_requested' (a second staff member approves it in the approvals queue).",
    body: s.operatorContractOfferSchema,
    response: s.contractActionResultSchema,
  })),
});

export const processOperatorContractEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/operator/contracts/action',
  access: 'operator:agents',
  errors: [400, 401, 403, 404, 409],
  tag: 'operator',
  schemas: lazy((s) => ({
    summary:
      'Cancel, request, confirm or decline termination of a contract the operator offered (staff: agents)',
    body: s.operatorContractActionSchema,
    response: s.contractActionResultSchema,
  })),
});
