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
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../i18n/messages.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useErrorText } from '../lib/i18n.ts';
import { useToast } from '../../../lib/toast.ts';
import { AutoDismissAlert, useAutoDismissError } from '../components/AutoDismissAlert.tsx';
import { SectionHeader } from '../components/SectionHeader.tsx';
import { ErrorState } from '../components/StateViews.tsx';
import { useSaveSettings, useSettings } from './api/settings.ts';
import type { SettingKey, SystemSettings } from './types.ts';

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

/**
 * The number fields: the range the server accepts; their label and what the setting does are
 * `settings.fields.{key}` of the catalogue.
 */
const NUMBER_FIELDS: Record<NumericKey, { min: number; max: number }> = {
  offer_hold_hours: { min: 1, max: 168 },
  payment_terms_days: { min: 0, max: 60 },
  signups_per_address_per_hour: { min: 1, max: 10000 },
  back_office_idle_minutes: { min: 5, max: 10080 },
  upload_quota_mb: { min: 1, max: 10000 },
  uploads_per_hour: { min: 1, max: 1000 },
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
  const { t } = useTranslation('adminSystem');
  const settings = useSettings();
  const title = t('settings.title');
  return (
    <>
      <PageTitle title={title} />
      <SectionHeader title={title} subtitle={t('settings.subtitle')} />
      {settings.isPending ? (
        <Paper variant="outlined" sx={{ p: 3 }} role="status" aria-label={t('settings.loading')}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={52} sx={{ mb: 2 }} />
          ))}
        </Paper>
      ) : settings.isError ? (
        <ErrorState
          error={settings.error}
          fallback={t('errors.fetchSettings')}
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
  const { t } = useTranslation('adminSystem');
  const errorText = useErrorText();
  const messageText = useMessageText();
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
  const hint = (key: SettingKey, text?: string) => {
    const error = fieldErrors[key];
    return error ? messageText(error) : text;
  };
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
    const { min, max } = NUMBER_FIELDS[key];
    return (
      <TextField
        {...bind(key)}
        label={t(`settings.fields.${key}.label`)}
        type="number"
        required
        helperText={hint(key, t(`settings.fields.${key}.help`))}
        slotProps={{ htmlInput: { min, max, step: 1 } }}
      />
    );
  };

  const submit = async () => {
    if (!dirty) return;
    banner.clear();
    try {
      toast.success(messageText((await save.mutateAsync(changed)).message));
    } catch (error) {
      if (isApiError(error) && error.silent) return;
      const message = errorText(error, t('errors.saveSettings'));
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
      aria-label={t('settings.form')}
      onSubmit={(e: React.FormEvent) => {
        e.preventDefault();
        void submit();
      }}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <AutoDismissAlert error={banner.error} onClose={banner.clear} />
      <Typography component="h2" variant="h3" sx={{ fontSize: '1.15rem', mb: 2 }}>
        {t('settings.providerHeading')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <TextField
          {...bind('provider_name')}
          label={t('settings.providerName')}
          required
          helperText={hint('provider_name')}
        />
        <TextField
          {...bind('contact_email')}
          label={t('settings.contactEmail')}
          type="email"
          required
          helperText={hint('contact_email', t('settings.contactEmailHelp'))}
        />
        <TextField
          {...bind('contact_phone')}
          label={t('settings.contactPhone')}
          type="tel"
          required
          helperText={hint('contact_phone')}
        />
        <TextField
          {...bind('office_hours')}
          label={t('settings.officeHours')}
          required
          helperText={hint('office_hours', t('settings.officeHoursHelp'))}
        />
        <TextField
          {...bind('address')}
          label={t('settings.address')}
          required
          multiline
          minRows={2}
          helperText={hint('address')}
          sx={{ gridColumn: { md: '1 / -1' } }}
        />
      </Box>
      <Typography component="h2" variant="h3" sx={{ fontSize: '1.15rem', mt: 4, mb: 2 }}>
        {t('settings.rulesHeading')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {numberField('offer_hold_hours')}
        <Box>
          <SettingSwitch
            {...toggle('approve_accepted_offers')}
            label={t('settings.approveOffers')}
            help={hint('approve_accepted_offers', t('settings.approveOffersHelp'))}
          />
        </Box>
        {numberField('payment_terms_days')}
        {numberField('signups_per_address_per_hour')}
        <TextField
          {...bind('time_zone')}
          select
          label={t('settings.timeZone')}
          required
          helperText={hint('time_zone', t('settings.timeZoneHelp'))}
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
        {t('settings.uploadsHeading')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {numberField('upload_quota_mb')}
        {numberField('uploads_per_hour')}
      </Box>
      <Typography component="h2" variant="h3" sx={{ fontSize: '1.15rem', mt: 4, mb: 2 }}>
        {t('settings.certificatesHeading')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <TextField
          {...bind('expiry_reminder_days')}
          label={t('settings.reminderDays')}
          required
          helperText={hint('expiry_reminder_days', t('settings.reminderDaysHint'))}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Box>
      <Typography component="h2" variant="h3" sx={{ fontSize: '1.15rem', mt: 4, mb: 1 }}>
        {t('settings.mailHeading')}
      </Typography>
      <SettingSwitch
        {...toggle('admin_digest_enabled')}
        label={t('settings.digest')}
        help={hint('admin_digest_enabled', t('settings.digestHelp'))}
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
          {t('settings.discard')}
        </Button>
        <Button type="submit" variant="contained" loading={save.isPending} disabled={!dirty}>
          {t('settings.save')}
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
