import type { AvatarId } from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar';
import { FormAlert, SubmitButton, TextField, fieldClasses } from '../../../components/form-fields';
import { updateMember, useSession } from '../../../lib/session';
import {
  avatarFileProblem,
  setAvatar,
  setNickname,
  uploadAvatar,
  useAvatarChoices,
} from '../api/member-info';
import styles from './my-account.module.css';
import { useSave } from './use-save';

/** Nickname and avatar; a missing or broken avatar image shows the default avatar. */
export function IdentityCard() {
  const { t } = useTranslation();
  const { member } = useSession();
  const choices = useAvatarChoices();
  const [nickname, setNick] = useState(member?.nickname ?? '');
  const nick = useSave();
  const avatar = useSave();

  const saveNickname = (event: FormEvent) => {
    event.preventDefault();
    if (!nickname.trim()) return nick.setErrors({ nickname: t('input_cannot_be_empty') });
    nick.run(() => setNickname(nickname.trim()), updateMember);
  };

  return (
    <section className={styles.card} aria-labelledby="ma-identity">
      <h2 id="ma-identity" className={styles.cardTitle}>
        {t('ma_identity')}
      </h2>
      <div className={styles.identity}>
        <Avatar url={member?.avatarUrl} size={64} />
        <div>
          <strong>{member?.nickname || member?.account}</strong>
          <p className={styles.muted}>{t('ma_account_id', { account: member?.account ?? '' })}</p>
        </div>
      </div>
      <form className={fieldClasses.form} onSubmit={saveNickname} noValidate>
        <TextField
          label={t('ma_nickname')}
          value={nickname}
          onValue={setNick}
          error={nick.errors.nickname}
          maxLength={20}
          autoComplete="nickname"
        />
        <FormAlert message={nick.formError} />
        {nick.saved && <p className={styles.saved}>{t('ma_saved')}</p>}
        <SubmitButton busy={nick.busy}>{t('ma_save')}</SubmitButton>
      </form>
      {choices.data && (
        <fieldset className={fieldClasses.form}>
          <legend>{t('ma_avatar')}</legend>
          <ul className={styles.avatars}>
            {choices.data.icons.map((icon) => (
              <li key={icon.id}>
                <button
                  type="button"
                  className={styles.avatarChoice}
                  aria-pressed={member?.avatarId === icon.id}
                  aria-label={t('ma_avatar_choice', { id: icon.id })}
                  disabled={avatar.busy}
                  onClick={() => avatar.run(() => setAvatar(icon.id as AvatarId), updateMember)}
                >
                  <Avatar url={icon.url} size={40} />
                </button>
              </li>
            ))}
          </ul>
          <label className={fieldClasses.label}>
            {t('ma_upload_avatar')}
            <input
              type="file"
              accept="image/png,image/jpeg"
              disabled={avatar.busy}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (!file) return;
                const problem = avatarFileProblem(file);
                if (problem) return avatar.setErrors({ avatar: t(problem) });
                avatar.run(() => uploadAvatar(file), updateMember);
              }}
            />
          </label>
          <FormAlert message={avatar.formError ?? avatar.errors.avatar} />
        </fieldset>
      )}
    </section>
  );
}
