import { WalletPages } from '../features/wallet/routes/wallet-route';

/**
 * The member pages an agent reaches from the agent menu, mounted inside the agent center (deposit,
 * withdraw, platform messages, live support) so its shell and menu stay. The wallet frame's tabs link
 * to the agent center's paths, so only these two show there.
 */
const agentWalletPaths = { deposit: '/agentHome/deposit', withdraw: '/agentHome/withdraw' } as const;

export function AgentDepositPage() {
  return <WalletPages current="deposit" paths={agentWalletPaths} />;
}

export function AgentWithdrawPage() {
  return <WalletPages current="withdraw" paths={agentWalletPaths} />;
}
