import { FeatureMessages } from '../../../components/feature-messages';
import { loadAuthMessages } from '../messages';
import type { BannerGroup, SessionValue } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { GroupBanner } from '../../../components/group-banner';
import { Modal } from '../../../components/modal';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { ResetPasswordForm } from './reset-password-form';

export type AuthModalMode = 'login' | 'register' | 'forgotPassword' | 'resetPassword';

interface AuthModalProps {
  mode: AuthModalMode;
  /** The reset link's token (resetPassword). */
  resetToken?: string | null;
  /** The inviting member's code of a /register?referralCode= link. */
  referralCode?: string | null;
  onClose: () => void;
  /** Open another of these popups (login -> register, login -> forgot password, ...). */
  onSwitch: (mode: AuthModalMode) => void;
  /** A session started (stored already). */
  onLoggedIn: (mode: AuthModalMode, value: SessionValue) => void;
}

/** The operator's banner group shown above each form (spec section 3), where there is one. */
const bannerGroups: Partial<Record<AuthModalMode, BannerGroup>> = {
  login: 'w_login',
  register: 'w_register',
  forgotPassword: 'w_forget',
};

const titleKeys: Record<AuthModalMode, string> = {
  login: 'login',
  register: 'register',
  forgotPassword: 'forgot_password',
  resetPassword: 'reset_password',
};

/** The login (loginPopupModal), register, forgot-password and reset-password popups. */
function AuthModalContent({ mode, resetToken, referralCode, onClose, onSwitch, onLoggedIn }: AuthModalProps) {
  const { t } = useTranslation();
  const done = (value: SessionValue) => onLoggedIn(mode, value);
  return (
    <Modal title={t(titleKeys[mode])} onClose={onClose}>
      <div data-testid={mode === 'login' ? 'loginPopupModal' : `${mode}PopupModal`}>
        {bannerGroups[mode] && <GroupBanner group={bannerGroups[mode]} />}
        {mode === 'login' && (
          <LoginForm
            portal="member"
            onLoggedIn={done}
            onForgotPassword={() => onSwitch('forgotPassword')}
            onRegister={() => onSwitch('register')}
          />
        )}
        {mode === 'register' && (
          <RegisterForm
            referralCode={referralCode ?? null}
            onRegistered={done}
            onLogin={() => onSwitch('login')}
          />
        )}
        {mode === 'forgotPassword' && <ForgotPasswordForm onLoggedIn={done} />}
        {mode === 'resetPassword' && <ResetPasswordForm token={resetToken ?? ''} onLoggedIn={done} />}
      </div>
    </Modal>
  );
}

/** AuthModal with the sign-in forms' own messages loaded first. */
export default function AuthModal(props: AuthModalProps) {
  return (
    <FeatureMessages load={loadAuthMessages}>
      <AuthModalContent {...props} />
    </FeatureMessages>
  );
}
