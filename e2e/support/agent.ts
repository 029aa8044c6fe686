import { randomBytes, randomUUID } from 'node:crypto';
import {
  contractActionEndpoints,
  offerOperatorContractEndpoint,
  seamlessEndpoints,
  type ContractActionResult,
  type ContractTerms,
  type ContractType,
  type SeamlessOperation,
} from '@app/contracts';
import { seamlessHeaders, seamlessSignature } from '@app/contracts/seamless-signature';
import agentBn from '../../apps/web/src/features/agent-center/locales/bn.json' with { type: 'json' };
import agentEn from '../../apps/web/src/features/agent-center/locales/en.json' with { type: 'json' };
import { houseProviderDevelopmentSecret } from '../../apps/server/src/config.js';
import { launchTokenFor } from '../../apps/server/src/testing/seamless.js';
import { bundles, type Lang } from './i18n.js';
import type { Site } from './site.js';
import { api } from './wallet.js';

const agentBundles: Record<Lang, Record<string, string>> = {
  en: { ...bundles.en, ...agentEn },
  bn: { ...bundles.bn, ...agentBn },
};

export type AgentKey = keyof typeof agentEn | keyof typeof bundles.en;

/** Visible text of an agent-center or site key. */
export function agentLabel(lang: Lang, key: AgentKey, params: Record<string, string> = {}): string {
  const text = agentBundles[lang][key];
  if (!text) throw new Error(`Missing ${lang} translation for ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => params[name] ?? whole);
}

/**
 * The operator offers a top-level agent a contract and the agent accepts it (over the API, as the
 * operator console and the agent would), so the agent has rates to offer below it.
 */
export async function giveTopAgentContract(
  site: Site,
  operatorToken: string,
  agent: { username: string; token: string },
  type: ContractType,
  terms: ContractTerms,
): Promise<string> {
  const offered = await api<ContractActionResult>(site, 'POST', offerOperatorContractEndpoint.path, {
    token: operatorToken,
    body: { type, downlineUsername: agent.username, terms },
  });
  if (offered.status !== 200) throw new Error(`operator offer failed: ${JSON.stringify(offered.body)}`);
  const contractId = offered.body.value.contract.id;
  const accepted = await api<ContractActionResult>(site, 'POST', contractActionEndpoints[type].path, {
    token: agent.token,
    body: { action: 'accept', contractId },
  });
  if (accepted.status !== 200) throw new Error(`accept failed: ${JSON.stringify(accepted.body)}`);
  return contractId;
}

/** One signed call to the platform's seamless wallet over HTTP, as the house game provider sends it. */
async function seamless(site: Site, operation: SeamlessOperation, body: unknown): Promise<void> {
  const path = seamlessEndpoints[operation].path;
  const raw = JSON.stringify(body);
  const timestamp = String(Date.now());
  const nonce = randomBytes(16).toString('hex');
  const response = await fetch(`${site.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [seamlessHeaders.provider]: 'HOUSE',
      [seamlessHeaders.timestamp]: timestamp,
      [seamlessHeaders.nonce]: nonce,
      [seamlessHeaders.signature]: seamlessSignature(houseProviderDevelopmentSecret, {
        timestamp,
        nonce,
        path,
        body: raw,
      }),
    },
    body: raw,
  });
  if (!response.ok)
    throw new Error(`seamless ${operation} failed: ${response.status} ${await response.text()}`);
}

/** A settled round of a member in a game: a stake and a win (closing the round), through the seamless API. */
export async function playRound(
  site: Site,
  memberId: string,
  nodeId: string,
  stake: string,
  win: string,
): Promise<void> {
  const launchToken = await launchTokenFor(site.db, memberId, nodeId);
  const roundId = `round-${randomUUID()}`;
  await seamless(site, 'bet', {
    launchToken,
    playerId: memberId,
    txId: `bet-${randomUUID()}`,
    roundId,
    amount: stake,
  });
  await seamless(site, 'win', {
    playerId: memberId,
    txId: `win-${randomUUID()}`,
    roundId,
    amount: win,
    endRound: true,
  });
}
