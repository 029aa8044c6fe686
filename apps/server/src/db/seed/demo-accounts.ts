/** Accounts the seed creates for trying the site; printed on start. Filled in as account types land. */
export const demoAccounts: readonly { role: string; username: string; password: string }[] = [];
