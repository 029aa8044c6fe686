import { operatorPermissions, type OperatorPermission, type StaffRole } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/feedback';
import { FormAlert, SelectField, TextField } from '../../../components/form-fields';
import { opsKeys } from '../../../lib/ops/ops-keys';
import { updateOpsPolicy, useOpsPolicy } from '../api/policy';
import { inviteStaff, saveStaffRole, updateStaff, useStaffAccounts, useStaffRoles } from '../api/staff';
import { OpsPageFrame, QueryView } from '../../../components/ops/ops-page';
import styles from '../../../components/ops/ops.module.css';

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: opsKeys.all });
}

function InviteForm({ roles }: { roles: StaffRole[] }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const refresh = useRefresh();
  const [username, setUsername] = useState('');
  const [roleCode, setRoleCode] = useState('finance');
  const [error, setError] = useState<string | null>(null);
  const [link, setLink] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setLink(null);
    try {
      const invite = await inviteStaff({ username: username.trim(), roleCode });
      setLink(`${window.location.origin}${invite.invitePath}`);
      setUsername('');
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      await refresh();
    }
  }

  return (
    <form className={styles.card} onSubmit={(event) => void submit(event)}>
      <h2 className={styles.title}>{t('ops_invite_staff')}</h2>
      <div className={styles.row}>
        <TextField label={t('ops_username')} value={username} onValue={setUsername} autoComplete="off" />
        <SelectField label={t('ops_role')} value={roleCode} onValue={setRoleCode}>
          {roles.map((role) => (
            <option key={role.code} value={role.code}>
              {role.name}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="btn btn-primary">
          {t('ops_invite')}
        </button>
      </div>
      <FormAlert message={error} />
      {link && (
        <p role="status">
          {t('ops_invite_link')}{' '}
          <code className={styles.mono} data-testid="invite-link">
            {link}
          </code>
        </p>
      )}
    </form>
  );
}

function RoleForm() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const refresh = useRefresh();
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [permissions, setPermissions] = useState<OperatorPermission[]>([]);
  const [allowList, setAllowList] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await saveStaffRole({
        code: code.trim(),
        name: name.trim(),
        permissions,
        ipAllowList: allowList.split(/[\s,]+/).filter(Boolean),
      });
      setCode('');
      setName('');
      setPermissions([]);
      setAllowList('');
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      await refresh();
    }
  }

  return (
    <form className={styles.card} onSubmit={(event) => void submit(event)}>
      <h2 className={styles.title}>{t('ops_role_form')}</h2>
      <div className={styles.row}>
        <TextField label={t('ops_role_code')} value={code} onValue={setCode} />
        <TextField label={t('ops_role_name')} value={name} onValue={setName} />
        <TextField
          label={t('ops_ip_allow_list')}
          value={allowList}
          onValue={setAllowList}
          optional
          hint={t('ops_ip_allow_hint')}
        />
      </div>
      <fieldset className={styles.actions}>
        <legend>{t('ops_permissions')}</legend>
        {operatorPermissions.map((permission) => (
          <label key={permission} className={styles.badge}>
            <input
              type="checkbox"
              checked={permissions.includes(permission)}
              onChange={(event) =>
                setPermissions(
                  event.target.checked
                    ? [...permissions, permission]
                    : permissions.filter((p) => p !== permission),
                )
              }
            />{' '}
            {t(`ops_permission_${permission}`)}
          </label>
        ))}
      </fieldset>
      <FormAlert message={error} />
      <button type="submit" className="btn btn-primary">
        {t('ops_save')}
      </button>
    </form>
  );
}

function PolicyForm() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const refresh = useRefresh();
  const policy = useOpsPolicy();
  const [draft, setDraft] = useState<Record<string, string> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const value =
    draft ??
    (policy.data ? Object.fromEntries(Object.entries(policy.data).map(([k, v]) => [k, String(v)])) : null);
  if (!value) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!value) return;
    setError(null);
    setSaved(false);
    try {
      await updateOpsPolicy({
        staffIdleMinutes: Number(value.staffIdleMinutes),
        lockoutFailures: Number(value.lockoutFailures),
        lockoutMinutes: Number(value.lockoutMinutes),
        fourEyesAmount: value.fourEyesAmount ?? '',
      });
      setDraft(null);
      setSaved(true);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      await refresh();
    }
  }

  const field = (key: string, label: string) => (
    <TextField
      label={label}
      value={value[key] ?? ''}
      onValue={(v) => setDraft({ ...value, [key]: v })}
      inputMode="decimal"
    />
  );
  return (
    <form className={styles.card} onSubmit={(event) => void submit(event)}>
      <h2 className={styles.title}>{t('ops_policy')}</h2>
      <div className={styles.row}>
        {field('staffIdleMinutes', t('ops_idle_minutes'))}
        {field('lockoutFailures', t('ops_lockout_failures'))}
        {field('lockoutMinutes', t('ops_lockout_minutes'))}
        {field('fourEyesAmount', t('ops_four_eyes_amount'))}
      </div>
      <FormAlert message={error} />
      {saved && <p role="status">{t('ops_saved')}</p>}
      <button type="submit" className="btn btn-primary">
        {t('ops_save')}
      </button>
    </form>
  );
}

/** Staff accounts (invite, role, disable, unlock, reset the authenticator), roles and the console policy. */
export default function StaffPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const refresh = useRefresh();
  const accounts = useStaffAccounts();
  const roles = useStaffRoles();
  const [error, setError] = useState<string | null>(null);

  async function change(id: string, body: Parameters<typeof updateStaff>[1]) {
    setError(null);
    try {
      await updateStaff(id, body);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      await refresh();
    }
  }

  return (
    <OpsPageFrame title={t('ops_staff')}>
      {roles.data && <InviteForm roles={roles.data} />}
      <FormAlert message={error} />
      <QueryView query={accounts}>
        {(list) => (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th>{t('ops_username')}</th>
                  <th>{t('ops_role')}</th>
                  <th>{t('ops_status')}</th>
                  <th>{t('ops_authenticator')}</th>
                  <th>{t('ops_actions')}</th>
                </tr>
              </thead>
              <tbody>
                {list.map((account) => (
                  <tr key={account.id}>
                    <td>{account.username}</td>
                    <td>
                      <select
                        aria-label={t('ops_role')}
                        value={account.role}
                        onChange={(event) => void change(account.id, { roleCode: event.target.value })}
                      >
                        {roles.data?.map((role) => (
                          <option key={role.code} value={role.code}>
                            {role.name}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td>
                      {t(`ops_staff_${account.status}`)}
                      {account.lockedUntil && <div className={styles.warn}>{t('ops_locked')}</div>}
                    </td>
                    <td>{account.enrolled ? t('ops_enrolled') : t('ops_not_enrolled')}</td>
                    <td>
                      <div className={styles.actions}>
                        <button
                          type="button"
                          className="btn btn-secondary btn-sm"
                          onClick={() =>
                            void change(account.id, {
                              status: account.status === 'disabled' ? 'active' : 'disabled',
                            })
                          }
                        >
                          {account.status === 'disabled' ? t('ops_enable') : t('ops_disable')}
                        </button>
                        {account.lockedUntil && (
                          <button
                            type="button"
                            className="btn btn-secondary btn-sm"
                            onClick={() => void change(account.id, { unlock: true })}
                          >
                            {t('ops_unlock')}
                          </button>
                        )}
                        {account.enrolled && (
                          <button
                            type="button"
                            className="btn btn-secondary btn-sm"
                            onClick={() => void change(account.id, { resetSecondFactor: true })}
                          >
                            {t('ops_reset_authenticator')}
                          </button>
                        )}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryView>
      <QueryView query={roles}>
        {(list) => (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th>{t('ops_role')}</th>
                  <th>{t('ops_permissions')}</th>
                  <th>{t('ops_ip_allow_list')}</th>
                  <th className={styles.num}>{t('ops_staff')}</th>
                </tr>
              </thead>
              <tbody>
                {list.map((role) => (
                  <tr key={role.code}>
                    <td>{role.name}</td>
                    <td className={styles.muted}>
                      {role.permissions === null
                        ? t('ops_all_permissions')
                        : role.permissions.map((p) => t(`ops_permission_${p}`)).join(', ')}
                    </td>
                    <td className={styles.mono}>{role.ipAllowList.join(', ') || t('ops_anywhere')}</td>
                    <td className={styles.num}>{role.members}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryView>
      <RoleForm />
      <PolicyForm />
    </OpsPageFrame>
  );
}
