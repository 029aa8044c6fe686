import { TextField } from '../../../components/form-fields';

/** A report's username box; `label` says whether it matches exactly or searches. */
export function UsernameFilter(props: { label: string; value: string; onValue: (value: string) => void }) {
  return <TextField type="search" optional autoComplete="off" maxLength={64} {...props} />;
}
