/**
 * The visitor's login state (spec section 3, "Login state"). Sign-in arrives with the accounts
 * feature; until then nobody can hold a session, so every visitor is a guest. Pages that need
 * login read it from here, so they start working when sign-in does.
 */
export interface LoginState {
  isLogin: boolean;
  isAgent: boolean;
  isTrial: boolean;
}

const guest: LoginState = { isLogin: false, isAgent: false, isTrial: false };

export function getLoginState(): LoginState {
  return guest;
}
