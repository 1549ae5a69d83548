import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { useToast } from '../../../lib/toast.ts';
import { AutoDismissAlert, useAutoDismissError } from '../components/AutoDismissAlert.tsx';
import { SectionHeader } from '../components/SectionHeader.tsx';
import { ErrorState } from '../components/StateViews.tsx';
import { useSaveSettings, useSettings } from './api/settings.ts';
import { SYSTEM_MSG } from './messages.ts';
import type { SettingKey, SystemSettings } from './types.ts';

const TITLE = 'System Settings';

type Form = Record<SettingKey, string>;

const toForm = (s: SystemSettings): Form => ({
  provider_name: s.provider_name ?? '',
  contact_email: s.contact_email ?? '',
  contact_phone: s.contact_phone ?? '',
  address: s.address ?? '',
  office_hours: s.office_hours ?? '',
  offer_hold_hours: String(s.offer_hold_hours ?? ''),
  approve_accepted_offers: String(s.approve_accepted_offers ?? true),
  payment_terms_days: String(s.payment_terms_days ?? ''),
  time_zone: s.time_zone ?? '',
  signups_per_address_per_hour: String(s.signups_per_address_per_hour ?? ''),
  upload_quota_mb: String(s.upload_quota_mb ?? ''),
  uploads_per_hour: String(s.uploads_per_hour ?? ''),
  back_office_idle_minutes: String(s.back_office_idle_minutes ?? ''),
  admin_digest_enabled: String(s.admin_digest_enabled ?? true),
  // Edited as text ("90, 60, 30, 7"); the server reads and checks the list.
  expiry_reminder_days: (s.expiry_reminder_days ?? []).join(', '),
});

/** Switches, held in the form as 'true' or 'false'. */
const BOOLEAN: SettingKey[] = ['approve_accepted_offers', 'admin_digest_enabled'];

const NUMERIC = [
  'offer_hold_hours',
  'payment_terms_days',
  'signups_per_address_per_hour',
  'upload_quota_mb',
  'uploads_per_hour',
  'back_office_idle_minutes',
] as const satisfies readonly SettingKey[];

type NumericKey = (typeof NUMERIC)[number];

/** The number fields: label, what the setting does and the range the server accepts. */
const NUMBER_FIELDS: Record<NumericKey, { label: string; help: string; min: number; max: number }> =
  {
    offer_hold_hours: {
      label: 'Offer hold (hours)',
      help: 'How long a waitlist seat offer waits for the student (1 to 168).',
      min: 1,
      max: 168,
    },
    payment_terms_days: {
      label: 'Payment terms (days)',
      help: 'The least time between approval and the payment due date (0 to 60).',
      min: 0,
      max: 60,
    },
    signups_per_address_per_hour: {
      label: 'Sign-ups per address (per hour)',
      help: 'How many accounts one network address may create in an hour (1 to 10000).',
      min: 1,
      max: 10000,
    },
    back_office_idle_minutes: {
      label: 'Back-office idle timeout (minutes)',
      help: 'An admin or instructor left unused this long must log in again (5 to 10080).',
      min: 5,
      max: 10080,
    },
    upload_quota_mb: {
      label: 'Storage per account (MB)',
      help: 'The files one account may keep, its certificates included (1 to 10000).',
      min: 1,
      max: 10000,
    },
    uploads_per_hour: {
      label: 'Uploads per hour',
      help: 'How many files one student or instructor may upload in an hour (1 to 1000).',
      min: 1,
      max: 1000,
    },
  };

/** Only what changed, numbers as numbers and the switch as a boolean (anything else goes as typed, for the server to refuse). */
function changedFields(saved: Form, form: Form): Partial<Record<SettingKey, unknown>> {
  const out: Partial<Record<SettingKey, unknown>> = {};
  for (const key of Object.keys(form) as SettingKey[]) {
    if (form[key] === saved[key]) continue;
    const value = form[key];
    if (BOOLEAN.includes(key)) out[key] = value === 'true';
    else
      out[key] =
        (NUMERIC as readonly SettingKey[]).includes(key) && /^\s*\d+\s*$/.test(value)
          ? Number(value)
          : value;
  }
  return out;
}

function timeZones(current: string): string[] {
  const supported =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return supported.includes(current) || !current ? supported : [current, ...supported];
}

export function SettingsSection() {
  const settings = useSettings();
  return (
    <>
      <PageTitle title={TITLE} />
      <SectionHeader
        title={TITLE}
        subtitle="The provider's contact details and the rules the office works by."
      />
      {settings.isPending ? (
        <Paper variant="outlined" sx={{ p: 3 }} role="status" aria-label="Loading settings">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={52} sx={{ mb: 2 }} />
          ))}
        </Paper>
      ) : settings.isError ? (
        <ErrorState
          error={settings.error}
          fallback={SYSTEM_MSG.fetchSettings}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        // Keyed on the saved values: after a save the form starts again from what was stored.
        <SettingsForm key={JSON.stringify(settings.data)} saved={settings.data} />
      )}
    </>
  );
}

function SettingsForm({ saved }: { saved: SystemSettings }) {
  const initial = useMemo(() => toForm(saved), [saved]);
  const [form, setForm] = useState<Form>(initial);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<SettingKey, string>>>({});
  const banner = useAutoDismissError();
  const toast = useToast();
  const save = useSaveSettings();
  const changed = changedFields(initial, form);
  const dirty = Object.keys(changed).length > 0;
  const zones = useMemo(() => timeZones(initial.time_zone), [initial.time_zone]);

  const bind = (key: SettingKey) => ({
    name: key,
    value: form[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setForm((f) => ({ ...f, [key]: e.target.value }));
      setFieldErrors((errs) => ({ ...errs, [key]: undefined }));
    },
    error: Boolean(fieldErrors[key]),
    margin: 'none' as const,
    disabled: save.isPending,
  });
  const hint = (key: SettingKey, text?: string) => fieldErrors[key] ?? text;
  /** A switch setting, held in the form as 'true' or 'false'. */
  const toggle = (key: SettingKey) => ({
    name: key,
    checked: form[key] === 'true',
    disabled: save.isPending,
    error: Boolean(fieldErrors[key]),
    onChange: (checked: boolean) => {
      setForm((f) => ({ ...f, [key]: String(checked) }));
      setFieldErrors((errs) => ({ ...errs, [key]: undefined }));
    },
  });

  const numberField = (key: NumericKey) => {
    const { label, help, min, max } = NUMBER_FIELDS[key];
    return (
      <TextField
        {...bind(key)}
        label={label}
        type="number"
        required
        helperText={hint(key, help)}
        slotProps={{ htmlInput: { min, max, step: 1 } }}
      />
    );
  };

  const submit = async () => {
    if (!dirty) return;
    banner.clear();
    try {
      toast.success((await save.mutateAsync(changed)).message);
    } catch (error) {
      if (isApiError(error) && error.silent) return;
      const message = errorMessage(error, SYSTEM_MSG.saveSettings);
      const fields = (isApiError(error) && error.fields) || {};
      setFieldErrors(fields as Partial<Record<SettingKey, string>>);
      banner.show(message);
    }
  };

  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      aria-label="System settings"
      onSubmit={(e: React.FormEvent) => {
        e.preventDefault();
        void submit();
      }}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <AutoDismissAlert error={banner.error} onClose={banner.clear} />
      <Typography component="h2" variant="h3" sx={{ fontSize: '1.15rem', mb: 2 }}>
        Provider and contact
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <TextField
          {...bind('provider_name')}
          label="Provider name"
          required
          helperText={hint('provider_name')}
        />
        <TextField
          {...bind('contact_email')}
          label="Contact email"
          type="email"
          required
          helperText={hint('contact_email', 'Contact form messages go to this address.')}
        />
        <TextField
          {...bind('contact_phone')}
          label="Contact phone"
          type="tel"
          required
          helperText={hint('contact_phone')}
        />
        <TextField
          {...bind('office_hours')}
          label="Office hours"
          required
          helperText={hint('office_hours', 'Shown on the contact page.')}
        />
        <TextField
          {...bind('address')}
          label="Address"
          required
          multiline
          minRows={2}
          helperText={hint('address')}
          sx={{ gridColumn: { md: '1 / -1' } }}
        />
      </Box>
      <Typography component="h2" variant="h3" sx={{ fontSize: '1.15rem', mt: 4, mb: 2 }}>
        Rules
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {numberField('offer_hold_hours')}
        <Box>
          <SettingSwitch
            {...toggle('approve_accepted_offers')}
            label="Accepted offers are approved at once"
            help={hint(
              'approve_accepted_offers',
              'On: a student who accepts a waitlist offer is enrolled and owes the class price. Off: the enrollment waits for approval.',
            )}
          />
        </Box>
        {numberField('payment_terms_days')}
        {numberField('signups_per_address_per_hour')}
        <TextField
          {...bind('time_zone')}
          select
          label="Time zone"
          required
          helperText={hint(
            'time_zone',
            "The provider's calendar: session times, due dates and reports use it.",
          )}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {zones.map((z) => (
            <option key={z} value={z}>
              {z}
            </option>
          ))}
        </TextField>
        {numberField('back_office_idle_minutes')}
      </Box>
      <Typography component="h2" variant="h3" sx={{ fontSize: '1.15rem', mt: 4, mb: 2 }}>
        Uploads
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {numberField('upload_quota_mb')}
        {numberField('uploads_per_hour')}
      </Box>
      <Typography component="h2" variant="h3" sx={{ fontSize: '1.15rem', mt: 4, mb: 2 }}>
        Certificates
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <TextField
          {...bind('expiry_reminder_days')}
          label="Expiry reminders (days before expiry)"
          required
          helperText={hint(
            'expiry_reminder_days',
            'Students are reminded this many days before a certificate expires, with its renewal sessions. Up to 6 numbers from 1 to 365, separated by commas, such as 90, 60, 30, 7.',
          )}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Box>
      <Typography component="h2" variant="h3" sx={{ fontSize: '1.15rem', mt: 4, mb: 1 }}>
        Office e-mail
      </Typography>
      <SettingSwitch
        {...toggle('admin_digest_enabled')}
        label="Daily digest of pending requests"
        help={hint(
          'admin_digest_enabled',
          'Once a day, while enrollment requests or waitlist entries wait, each admin gets an e-mail with their number.',
        )}
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap', mt: 3 }}>
        <Button
          onClick={() => {
            setForm(initial);
            setFieldErrors({});
            banner.clear();
          }}
          disabled={!dirty || save.isPending}
        >
          Discard changes
        </Button>
        <Button type="submit" variant="contained" loading={save.isPending} disabled={!dirty}>
          Save settings
        </Button>
      </Box>
    </Paper>
  );
}

/** An on/off setting with its explanation (or its error) under it, tied to the switch. */
function SettingSwitch({
  name,
  label,
  help,
  checked,
  disabled,
  error,
  onChange,
}: {
  name: string;
  label: string;
  help: string | undefined;
  checked: boolean;
  disabled: boolean;
  error: boolean;
  onChange: (checked: boolean) => void;
}) {
  const helpId = `${name}-help`;
  return (
    <>
      <FormControlLabel
        control={
          <Switch
            name={name}
            checked={checked}
            disabled={disabled}
            onChange={(e) => onChange(e.target.checked)}
            slotProps={{ input: { 'aria-describedby': helpId } }}
          />
        }
        label={label}
      />
      <FormHelperText id={helpId} error={error}>
        {help}
      </FormHelperText>
    </>
  );
}
