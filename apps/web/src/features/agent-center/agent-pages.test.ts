import { ModuleId, type WhitelabelNode } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { agentMenu, agentPageItem, agentSupportPath, isMenuItemOn } from './agent-pages';

const node = (modId: string, enabled: boolean, childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({
  modId,
  enabled: enabled ? '1' : '0',
  childrenNodes,
});

const visiblePages = (tree: WhitelabelNode[]) =>
  agentMenu.filter((item) => isMenuItemOn(item, tree)).map((item) => item.page ?? item.path);

describe('agent menu', () => {
  it('shows every item when the agent modules are on', () => {
    const tree = [
      node(ModuleId.agent, true, [
        node(ModuleId.dividend, true),
        node(ModuleId.dailySalary, true),
        node(ModuleId.hourlySalary, true),
        node(ModuleId.realtimeSalary, true),
      ]),
    ];
    expect(visiblePages(tree)).toHaveLength(agentMenu.length);
  });

  it('leaves out the pages of modules that are off, and contracts when no contract module is on', () => {
    const someOn = [
      node(ModuleId.agent, true, [
        node(ModuleId.dividend, false),
        node(ModuleId.dailySalary, true),
        node(ModuleId.hourlySalary, false),
        node(ModuleId.realtimeSalary, false),
      ]),
    ];
    const pages = visiblePages(someOn);
    expect(pages).toContain('agentDailyWages2');
    expect(pages).toContain('agentContracts');
    expect(pages).not.toContain('agentDividendRecordCopy2');
    expect(pages).not.toContain('agentHourSalary');
    expect(pages).not.toContain('agentRealtimeSalary');

    const allOff = [node(ModuleId.agent, false, [node(ModuleId.dailySalary, true)])];
    expect(visiblePages(allOff)).not.toContain('agentContracts');
    expect(visiblePages(allOff)).toContain('agentTeamOverview');
  });

  it('finds the item of a page id', () => {
    expect(agentPageItem('agentRealtimeSalary')?.module).toBe(ModuleId.realtimeSalary);
    expect(agentPageItem('nope')).toBeUndefined();
  });

  it('keeps deposit, withdraw, messages and the built-in live support inside the agent center', () => {
    const targets = agentMenu
      .filter((item) => ['deposit', 'withdraw', 'platform_messages'].includes(item.labelKey))
      .map((item) => item.page);
    expect(targets).toEqual(['deposit', 'withdraw', 'messages']);
    expect(agentMenu.every((item) => item.path === undefined)).toBe(true);
    expect(agentSupportPath('/liveSupport')).toBe('/agentHome/liveSupport');
    expect(agentSupportPath('https://chat.example.com/')).toBe('https://chat.example.com/');
  });
});
