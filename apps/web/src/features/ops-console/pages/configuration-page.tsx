import type { Configuration } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/feedback';
import { FormAlert, TextField } from '../../../components/form-fields';
import { saveSetting, switchModule, useConfiguration, type SettingKey } from '../api/configuration';
import { opsKeys } from '../../../lib/ops/ops-keys';
import { OpsPageFrame, QueryView } from '../../../components/ops/ops-page';
import styles from '../../../components/ops/ops.module.css';

interface Maintenance {
  enabled: boolean;
  endTime: string | null;
}
interface Region {
  enabled: boolean;
  blockedCountries: string[];
  blockedCidrs: string[];
  allowedCidrs: string[];
}

const list = (text: string) => text.split(/[\s,]+/).filter(Boolean);
/** "2030-01-01T12:00" (the input's local time) <-> ISO. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

function useSave() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [state, setState] = useState<{ error: string | null; saved: string | null }>({
    error: null,
    saved: null,
  });
  async function run(work: () => Promise<unknown>) {
    setState({ error: null, saved: null });
    try {
      await work();
      setState({ error: null, saved: t('ops_saved') });
    } catch (failure) {
      setState({ error: errorText(failure), saved: null });
    } finally {
      await queryClient.invalidateQueries({ queryKey: opsKeys.all });
    }
  }
  const feedback = (
    <>
      <FormAlert message={state.error} />
      {state.saved && <p role="status">{state.saved}</p>}
    </>
  );
  return { run, feedback };
}

function MaintenanceForm({ value }: { value: Maintenance }) {
  const { t } = useTranslation();
  const { run, feedback } = useSave();
  const [enabled, setEnabled] = useState(value.enabled);
  const [endTime, setEndTime] = useState(toLocalInput(value.endTime));
  function submit(event: FormEvent) {
    event.preventDefault();
    void run(() =>
      saveSetting('maintenance', { enabled, endTime: endTime ? new Date(endTime).toISOString() : null }),
    );
  }
  return (
    <form className={styles.card} onSubmit={submit} aria-label={t('ops_maintenance')}>
      <h2 className={styles.title}>{t('ops_maintenance')}</h2>
      <div className={styles.row}>
        <label>
          <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />{' '}
          {t('ops_maintenance_on')}
        </label>
        <TextField
          label={t('ops_maintenance_end')}
          type="datetime-local"
          value={endTime}
          onValue={setEndTime}
          optional
        />
      </div>
      {feedback}
      <button type="submit" className="btn btn-primary">
        {t('ops_save')}
      </button>
    </form>
  );
}

function RegionForm({ value }: { value: Region }) {
  const { t } = useTranslation();
  const { run, feedback } = useSave();
  const [enabled, setEnabled] = useState(value.enabled);
  const [countries, setCountries] = useState(value.blockedCountries.join(', '));
  const [blocked, setBlocked] = useState(value.blockedCidrs.join(', '));
  const [allowed, setAllowed] = useState(value.allowedCidrs.join(', '));
  function submit(event: FormEvent) {
    event.preventDefault();
    void run(() =>
      saveSetting('region_restriction', {
        enabled,
        blockedCountries: list(countries).map((code) => code.toUpperCase()),
        blockedCidrs: list(blocked),
        allowedCidrs: list(allowed),
      }),
    );
  }
  return (
    <form className={styles.card} onSubmit={submit}>
      <h2 className={styles.title}>{t('ops_region')}</h2>
      <label>
        <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />{' '}
        {t('ops_region_on')}
      </label>
      <div className={styles.row}>
        <TextField label={t('ops_blocked_countries')} value={countries} onValue={setCountries} optional />
        <TextField label={t('ops_blocked_cidrs')} value={blocked} onValue={setBlocked} optional />
        <TextField label={t('ops_allowed_cidrs')} value={allowed} onValue={setAllowed} optional />
      </div>
      {feedback}
      <button type="submit" className="btn btn-primary">
        {t('ops_save')}
      </button>
    </form>
  );
}

/** Settings without a form of their own: edited as JSON, checked by the server with its own schema. */
function JsonSettingForm({
  settingKey,
  value,
  title,
}: {
  settingKey: SettingKey;
  value: unknown;
  title: string;
}) {
  const { t } = useTranslation();
  const { run, feedback } = useSave();
  const [text, setText] = useState(JSON.stringify(value, null, 2));
  const [parseError, setParseError] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      setParseError(t('ops_json_invalid'));
      return;
    }
    setParseError(null);
    void run(() => saveSetting(settingKey, parsed));
  }
  return (
    <form className={styles.card} onSubmit={submit}>
      <details>
        <summary className={styles.title}>{title}</summary>
        <textarea
          className={styles.mono}
          aria-label={title}
          rows={12}
          style={{ width: '100%' }}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <FormAlert message={parseError} />
        {feedback}
        <button type="submit" className="btn btn-primary">
          {t('ops_save')}
        </button>
      </details>
    </form>
  );
}

function ModuleToggles({ modules }: { modules: Configuration['modules'] }) {
  const { t } = useTranslation();
  const { run, feedback } = useSave();
  return (
    <section className={styles.card}>
      <h2 className={styles.title}>{t('ops_modules')}</h2>
      <div className={styles.actions}>
        {modules.map((module) => (
          <label key={module.modId} className={styles.badge}>
            <input
              type="checkbox"
              checked={module.enabled}
              onChange={(event) => void run(() => switchModule(module.modId, event.target.checked))}
            />{' '}
            {module.parentId ? `${module.parentId} › ` : ''}
            {module.modId}
          </label>
        ))}
      </div>
      {feedback}
    </section>
  );
}

/** Site configuration without SQL: maintenance, region restriction, module toggles, account policy, customer service, languages. */
export default function ConfigurationPage() {
  const { t } = useTranslation();
  const configuration = useConfiguration();
  return (
    <OpsPageFrame title={t('ops_configuration')}>
      <QueryView query={configuration}>
        {(data) => (
          <>
            <MaintenanceForm value={data.settings.maintenance as Maintenance} />
            <RegionForm value={data.settings.region_restriction as Region} />
            <ModuleToggles modules={data.modules} />
            <JsonSettingForm
              settingKey="account_policy"
              value={data.settings.account_policy}
              title={t('ops_account_policy')}
            />
            <JsonSettingForm
              settingKey="customer_service"
              value={data.settings.customer_service}
              title={t('ops_customer_service')}
            />
            <JsonSettingForm
              settingKey="resources"
              value={data.settings.resources}
              title={t('ops_resources')}
            />
          </>
        )}
      </QueryView>
    </OpsPageFrame>
  );
}
