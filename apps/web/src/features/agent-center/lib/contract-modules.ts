import {
  contractTypes,
  isModuleEnabled,
  ModuleId,
  type ContractType,
  type WhitelabelNode,
} from '@app/contracts';

/** The feature module of each contract type: its pages and offers exist only while it is on. */
export const contractModules = {
  dividend: ModuleId.dividend,
  daily_salary: ModuleId.dailySalary,
  hourly_salary: ModuleId.hourlySalary,
  realtime_salary: ModuleId.realtimeSalary,
} as const satisfies Record<ContractType, string>;

export function enabledContractTypes(whitelabel: readonly WhitelabelNode[]): ContractType[] {
  return contractTypes.filter((type) => isModuleEnabled(whitelabel, contractModules[type]));
}
